// The draft as a shopper would meet it, at desktop (1280 px) or phone (390 px) width, before
// anything is published. The home hero lays itself out by container queries, so the frames
// show the real layouts; the frame is inert (nothing in it can be focused or followed).
import { useEffect, useRef, useState } from "react";
import type { DesignContent } from "../../../../sdk/dashboard";
import { activeAnnouncement, telHref } from "../../../../domain/design";
import { AnnouncementBar } from "../../shell/announcement-bar";
import { HomeHero } from "../../shell/home-hero";
import panel from "../panel.module.css";
import { useHydrated } from "../../../lib/use-hydrated";
import toggles from "../versioned-content/publish-actions.module.css";
import styles from "./design.module.css";

const WIDTHS = { desktop: 1280, phone: 390 } as const;
/** The phone is shown a little smaller than life, so the whole hero fits beside the form. */
const LARGEST_ZOOM = { desktop: 1, phone: 0.8 } as const;

/**
 * The zoom at which the chosen width fills the stage: measured once hydrated and again when the
 * stage changes size; until then the stylesheet's fixed zoom (for a 1440 px screen) applies.
 */
function useFittedZoom(width: keyof typeof WIDTHS) {
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const fit = () =>
      setZoom(Math.min(LARGEST_ZOOM[width], element.clientWidth / WIDTHS[width]) || undefined);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { stage, zoom };
}

export function DesignPreview({ design }: { design: DesignContent }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>("desktop");
  const announcement = design.announcement.enabled && design.announcement.text ? design.announcement : null;
  // Whether the bar runs now depends on the clock: decided once hydrated, so the server's HTML
  // and the first render in the browser agree even when a start or end passes in between.
  const hydrated = useHydrated();
  const runningNow = !hydrated || activeAnnouncement(design, new Date()) !== null;
  const { stage, zoom } = useFittedZoom(width);
  return (
    <section className={panel.panel} aria-labelledby="design-preview-title">
      <div className={panel.head}>
        <h2 id="design-preview-title" className={panel.title}>
          Preview
        </h2>
        <span className={toggles.toggles} role="group" aria-label="Preview width">
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((w) => (
            <button
              key={w}
              type="button"
              className={toggles.toggle}
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
            >
              {w === "desktop" ? "Desktop" : "Phone"}
            </button>
          ))}
        </span>
      </div>
      {announcement && !runningNow ? (
        <p className={panel.note}>
          The announcement is outside its start and end times: the shop does not show it now.
        </p>
      ) : null}
      <div ref={stage} className={styles.stage} data-width={width}>
        <div className={styles.device} style={{ width: WIDTHS[width], zoom }} inert>
          {announcement ? <AnnouncementBar text={announcement.text} link={announcement.link} /> : null}
          <HomeHero hero={design.hero} titleId="design-preview-headline" headingLevel={3} />
          <div className={styles.footerPreview}>
            <a href={telHref(design.footer.phone)}>{design.footer.phone}</a>
            <a href={`mailto:${design.footer.email}`}>{design.footer.email}</a>
            <p>{design.footer.hours}</p>
            <p>{design.social.map((s) => s.label).join(" · ")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
