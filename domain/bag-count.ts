/** The header badge: the number of pieces, not of lines (docs/behaviour.md §3). */
export function bagCount(list: readonly { quantity: number }[]): number {
  return list.reduce((sum, item) => sum + item.quantity, 0);
}
