// The public origin the shop layout's loader carries (shell-data.ts), for the canonical and Open
// Graph URLs a page's meta writes.

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export function shellOrigin(matches: readonly MetaMatch[]): string {
  const data = matches.find((match) => match?.id === "routes/shop-layout")?.loaderData;
  const origin =
    typeof data === "object" && data !== null ? (data as { origin?: unknown }).origin : undefined;
  return typeof origin === "string" ? origin : "";
}
