// Rules of the published Design shared by server and browser (no zod here: the shop imports it).
import type { DesignContent } from "./contracts/design";

/** The announcement to show at `now`, or null: switched on, written, and inside its window. */

/** The narrowest home-page image the Design takes: it fills a wide screen. */
export const HERO_MIN_WIDTH = 1280;

export function activeAnnouncement(design: Pick<DesignContent, "announcement">, now: Date) {
  const a = design.announcement;
  if (!a.enabled || !a.text) return null;
  if (a.startsAt && now.getTime() < Date.parse(a.startsAt)) return null;
  if (a.endsAt && now.getTime() >= Date.parse(a.endsAt)) return null;
  return { text: a.text, link: a.link };
}

/** 'tel:+12125550190' from '+1 (212) 555-0190'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
