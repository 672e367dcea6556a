// The visitor's cookie choice (localStorage cookieConsent) and whether the banner is open. The
// banner, the Cookie Settings buttons and the page-view tracker share it, so it lives outside React.
import { useBrowserStore } from "../../lib/use-browser-store";
import {
  CONSENT_STORAGE_KEY,
  parseStoredConsent,
  serializeConsent,
  type CookieConsent,
} from "../../../domain/consent";

/** Dispatched on window when this tab changes the choice ('storage' covers other tabs). */
const CHANGED_EVENT = "atelier:consent";

export type BannerView = "intro" | "settings";

let reopened: BannerView | null = null;
/** Where focus was when the settings were reopened: it goes back there when they close. */
let opener: HTMLElement | null = null;
/** Used when storage is blocked, so a choice still holds for this visit instead of re-asking. */
let memoryRaw: string | null = null;
let cache: { raw: string | null; consent: CookieConsent | null } = { raw: null, consent: null };
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? memoryRaw;
  } catch {
    return memoryRaw;
  }
}

/** The same object until the stored text changes, as useSyncExternalStore requires. */
function readConsent(): CookieConsent | null {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, consent: parseStoredConsent(raw) };
  return cache.consent;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED_EVENT, listener);
  };
}

const closedOnServer = () => null;
const bannerView = () => reopened ?? (readConsent() === null ? "intro" : null);

/** The stored choice; null when none is stored, and always null on the server. */
export function useConsent(): CookieConsent | null {
  return useBrowserStore(subscribe, readConsent, closedOnServer);
}

/** Which page the banner shows, or null when it is closed (always closed on the server). */
export function useBannerView(): BannerView | null {
  return useBrowserStore<BannerView | null>(subscribe, bannerView, closedOnServer);
}

export function storedConsent(): CookieConsent | null {
  return readConsent();
}

/** Stores the choice and closes the banner. */
export function saveConsent(consent: CookieConsent): void {
  const raw = serializeConsent(consent);
  memoryRaw = raw;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
  } catch {
    // Storage blocked: memoryRaw keeps the choice for this visit.
  }
  closeBanner();
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Cookie Settings: opens the banner on its Settings page, whatever was chosen before. */
export function openCookieSettings(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  reopened = "settings";
  emit();
}

/** Closes a reopened banner (a first-visit banner stays until a choice is stored). */
export function closeBanner(): void {
  reopened = null;
  emit();
}

/** The element to return focus to after the banner closes, if the visitor opened it from one. */
export function takeOpener(): HTMLElement | null {
  const target = opener;
  opener = null;
  return target?.isConnected ? target : null;
}
