import { Link } from "react-router";
import styles from "./home-hero.module.css";

const HERO_ALT =
  "A camel trench coat and a charcoal wool coat hanging in a stone archway, beside a cognac leather handbag.";

/**
 * The home page's full-width opening image: landscape on wide screens, with the words in the
 * open field on its left; portrait on phones, with the words beneath it.
 */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <picture className={styles.picture}>
        <source
          media="(max-width: 47.99rem)"
          srcSet="/images/hero-tall-800.webp 800w"
          sizes="100vw"
          width={800}
          height={1000}
        />
        <source
          srcSet="/images/hero-wide-800.webp 800w, /images/hero-wide-1600.webp 1600w"
          sizes="100vw"
          width={1600}
          height={900}
        />
        <img
          className={styles.image}
          src="/images/hero-wide-1600.webp"
          alt={HERO_ALT}
          width={1600}
          height={900}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Autumn – Winter 2026</p>
        <h1 id="home-hero-title" className={styles.title}>
          The Winter Collection
        </h1>
        <ul className={styles.links}>
          <li>
            <Link to="/women" className={styles.link}>
              Shop Women
            </Link>
          </li>
          <li>
            <Link to="/men" className={styles.link}>
              Shop Men
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
