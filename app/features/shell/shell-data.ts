// What every shop page needs for its frame: the menu's sub-categories and the Design's parts.
// The same for every visitor (decision 45): who is visiting is filled in by the browser.
import type { SubCategoryLink } from "../../../domain/types";
import { CLIENT_SERVICE, type ClientService } from "../../../domain/client-service";
import { useRouteLoaderData } from "react-router";
import { readJsonText, type JsonText } from "../../lib/json-text";

export interface ShopLink {
  label: string;
  href: string;
}

export interface ShellData {
  /** Public origin (PUBLIC_URL), for canonical and Open Graph URLs. */
  origin: string;
  menu: { women: SubCategoryLink[]; men: SubCategoryLink[] };
  /** Published in Design: footer details, social links and the announcement showing now. */
  service: ClientService;
  social: ShopLink[];
  announcement: { text: string; link: ShopLink | null } | null;
}

/** Used when the frame renders without its loader's data (an error before or during it). */
export const FALLBACK_SHELL: ShellData = {
  origin: "",
  menu: { women: [], men: [] },
  service: CLIENT_SERVICE,
  social: [],
  announcement: null,
};

/** The frame's part of the shell data: everything but the origin. */
export type ShellFrame = Omit<ShellData, "origin">;

/**
 * What the shop layout's loader answers: the origin as itself (every page's meta reads it) and the
 * frame's part as JSON text (app/lib/json-text.ts), the same text from one request to the next
 * while the menu and the Design are: every personal page sends it, and turbo-stream spent ~0.1 ms
 * of each such page walking it.
 */
export interface ShellAnswer {
  origin: string;
  frame: JsonText<ShellFrame>;
}

/**
 * The shell data of a loader answer; without one (an error before it), FALLBACK_SHELL. An answer
 * of the shape before decision 113 (a server of the previous build, during a rolling deploy) is
 * the shell data itself.
 */
export function shellFromAnswer(answer: ShellAnswer | ShellData | undefined): ShellData {
  if (!answer) return FALLBACK_SHELL;
  if ("frame" in answer && typeof answer.frame === "string")
    return { origin: answer.origin, ...readJsonText(answer.frame) };
  return "menu" in answer ? answer : FALLBACK_SHELL;
}

/** The shop layout's shell data, for a part outside the frame's own props. */
export function useShellData(): ShellData {
  return shellFromAnswer(useRouteLoaderData<ShellAnswer | ShellData>("routes/shop-layout"));
}

type CategoryLike = { id: string; subCategories: readonly SubCategoryLink[] };

/** Only the women and men records feed the menu; only title and url reach the browser. */
export function menuFrom(rows: readonly CategoryLike[]): ShellData["menu"] {
  const links = (id: string) =>
    (rows.find((row) => row.id === id)?.subCategories ?? []).map(({ title, url }) => ({ title, url }));
  return { women: links("women"), men: links("men") };
}
