// The shopping bag lives in localStorage under 'shoppingBagList' (docs/behaviour.md §3). This module is the
// one place that reads and writes it; the product page, the mini bag and the bag page share it.
import { useSyncExternalStore } from "react";
import type { BagItem } from "../../../domain/bag";
import { parseStoredBag } from "../../../domain/bag-item";
import { BAG_STORAGE_KEY, notifyBagChanged, subscribeToBag } from "./bag-count";

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BAG_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings): the bag is then simply empty.
    return null;
  }
}

function parseRaw(raw: string | null): BagItem[] {
  if (!raw) return [];
  try {
    return parseStoredBag(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** The bag as stored now, cleaned by parseStoredBag. Empty on the server. */
export function readBag(): BagItem[] {
  if (typeof window === "undefined") return [];
  return parseRaw(readRaw());
}

/** Stores the bag and tells this tab's listeners; false when the browser refused to store it. */
export function writeBag(list: readonly BagItem[]): boolean {
  try {
    window.localStorage.setItem(BAG_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  notifyBagChanged();
  return true;
}

// useSyncExternalStore compares snapshots by identity, so the parsed list is kept until the
// stored text changes; parsing on every render would loop.
let cachedRaw: string | null = null;
let cachedList: BagItem[] = [];

function snapshot(): BagItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseRaw(raw);
  }
  return cachedList;
}

/** The bag's lines; null on the server and during hydration, when the bag is not known yet. */
export function useBag(): BagItem[] | null {
  return useSyncExternalStore<BagItem[] | null>(subscribeToBag, snapshot, () => null);
}
