import { preload } from "react-dom";
import { ShopAnchor } from "./shop-anchor";
import type { HeroContent } from "../../../domain/contracts/design";
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from "../../../domain/images";
import styles from "./home-hero.module.css";

const PHONE = "(max-width: 47.99rem)";
const WIDE = "(min-width: 48rem)";
/** The widths scripts/media/render-hero.ts draws: sharp on a 1600 px screen at 2×, a phone at 3×. */
const srcset = (cut: string, widths: readonly number[]) =>
  widths.map((w) => `/images/hero-${cut}-${w}.webp ${w}w`).join(", ");
const WIDE_SRCSET = srcset("wide", [800, 1600, 2400, 3200]);
const TALL_SRCSET = srcset("tall", [800, 1200]);

function HeroImage({ hero }: { hero: HeroContent }) {
  // The focal point keeps the subject in frame whatever the screen crops away.
  const position = { objectPosition: `${hero.focalX}% ${hero.focalY}%` };
  const common = {
    className: styles.image,
    loading: "eager",
    fetchPriority: "high",
    decoding: "async",
  } as const;
  // The home page's LCP image: preloaded from <head> at high priority, the cut the screen takes.
  if (hero.imageKey) {
    const src = imageUrl(hero.imageKey, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
    preload(src, {
      as: "image",
      imageSrcSet: imageSrcSet(hero.imageKey),
      imageSizes: "100vw",
      fetchPriority: "high",
    });
    return (
      <img
        {...common}
        alt={hero.alt}
        src={src}
        srcSet={imageSrcSet(hero.imageKey)}
        sizes="100vw"
        width={1280}
        height={1600}
        style={position}
      />
    );
  }
  // The boutique's own photograph comes in a wide and a tall cut.
  preload("/images/hero-tall-800.webp", {
    as: "image",
    media: PHONE,
    imageSrcSet: TALL_SRCSET,
    imageSizes: "100vw",
    fetchPriority: "high",
  });
  preload("/images/hero-wide-1600.webp", {
    as: "image",
    media: WIDE,
    imageSrcSet: WIDE_SRCSET,
    imageSizes: "100vw",
    fetchPriority: "high",
  });
  return (
    <picture>
      <source media={PHONE} srcSet={TALL_SRCSET} sizes="100vw" width={800} height={1000} />
      <source srcSet={WIDE_SRCSET} sizes="100vw" width={1600} height={900} />
      <img
        {...common}
        alt={hero.alt}
        src="/images/hero-wide-1600.webp"
        width={1600}
        height={900}
        style={position}
      />
    </picture>
  );
}

/**
 * The home page's full-width opening image, as published in Design: landscape on wide frames,
 * with the words in the open field on its left; portrait on phones, with the words beneath it.
 * Laid out by container queries, so the dashboard's preview shows both at their true widths.
 */
export function HomeHero({
  hero,
  titleId = "home-hero-title",
  headingLevel = 1,
}: {
  hero: HeroContent;
  titleId?: string;
  /** 1 on the home page; lower inside another page (the dashboard's preview has its own h1). */
  headingLevel?: 1 | 2 | 3;
}) {
  const [first, second] = hero.links;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.frame}>
      <section className={styles.hero} aria-labelledby={titleId}>
        <div className={styles.picture}>
          <HeroImage hero={hero} />
        </div>
        <div className={styles.copy}>
          {hero.eyebrow ? <p className={styles.eyebrow}>{hero.eyebrow}</p> : null}
          <Heading id={titleId} className={styles.title}>
            {hero.headline}
          </Heading>
          <ul className={styles.links}>
            {[first, second].map((link) => (
              <li key={`${link.label}${link.href}`}>
                <ShopAnchor href={link.href} className={styles.link}>
                  {link.label}
                </ShopAnchor>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
