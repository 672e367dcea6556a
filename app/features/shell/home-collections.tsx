import { Link } from "react-router";
import { IMAGE_ASPECT, imageSrcSet, imageUrl } from "../../../domain/images";
import styles from "./home-collections.module.css";

const TILES = [
  {
    to: "/women",
    title: "Women",
    imageKey: "seed/dress/burgundy/1",
    alt: "A burgundy long-sleeved wrap dress with a belted waist.",
  },
  {
    to: "/men",
    title: "Men",
    imageKey: "seed/wool-coat/navy/1",
    alt: "A navy wool overcoat with notched lapels.",
  },
] as const;

/** A short word from the house, then the two collections side by side. */
export function HomeCollections() {
  return (
    <>
      <section className={styles.statement} aria-labelledby="home-house-title">
        <h2 id="home-house-title" className={styles.label}>
          The House
        </h2>
        <p className={styles.statementText}>
          Clothes made to be kept: cut in small runs from natural fibres, finished by hand, and designed to
          outlast the season they were made for.
        </p>
      </section>
      <section className={styles.tiles} aria-labelledby="home-collections-title">
        <h2 id="home-collections-title" className="visually-hidden">
          The collections
        </h2>
        {TILES.map((tile) => (
          <Link key={tile.to} to={tile.to} className={styles.tile}>
            <span className={styles.frame}>
              <img
                className={styles.image}
                src={imageUrl(tile.imageKey, 960)}
                srcSet={imageSrcSet(tile.imageKey)}
                sizes="(min-width: 48rem) 50vw, 100vw"
                width={IMAGE_ASPECT.width * 320}
                height={IMAGE_ASPECT.height * 320}
                alt={tile.alt}
                loading="lazy"
                decoding="async"
              />
            </span>
            <span className={styles.caption}>
              <span className={styles.tileTitle}>{tile.title}</span>
              <span className={styles.cta}>Discover</span>
            </span>
          </Link>
        ))}
      </section>
    </>
  );
}
