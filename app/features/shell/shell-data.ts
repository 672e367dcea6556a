// What every shop page needs for its frame: the menu's sub-categories and the Design's parts.
// The same for every visitor (decision 45): who is visiting is filled in by the browser.
import type { SubCategoryLink } from "../../../domain/types";
import { CLIENT_SERVICE, type ClientService } from "../../../domain/client-service";

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

type CategoryLike = { id: string; subCategories: readonly SubCategoryLink[] };

/** Only the women and men records feed the menu; only title and url reach the browser. */
export function menuFrom(rows: readonly CategoryLike[]): ShellData["menu"] {
  const links = (id: string) =>
    (rows.find((row) => row.id === id)?.subCategories ?? []).map(({ title, url }) => ({ title, url }));
  return { women: links("women"), men: links("men") };
}
