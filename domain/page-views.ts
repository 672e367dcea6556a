// First-party statistics count the shop's pages (docs/behaviour.md §4). Apart from the contracts,
// so the page-view tracker in every page's JavaScript carries this rule and nothing else.

/**
 * Whether a view of this path counts in the shop's statistics: the back office's own pages are
 * staff at work, not visitors (the analytics counted every dashboard click as shop traffic).
 */
export function countsAsShopView(path: string): boolean {
  // The router matches paths whatever their case, so '/DASHBOARD' is the back office too.
  const lower = path.toLowerCase();
  return lower !== "/dashboard" && !lower.startsWith("/dashboard/");
}
