import type { ShellData } from "../shell/shell-data";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The public origin the shop layout's loader carries, for canonical and Open Graph URLs. */
export function pageOrigin(matches: readonly MetaMatch[]): string {
  const data = matches.find((match) => match?.id === "routes/shop-layout")?.loaderData as
    Partial<ShellData> | undefined;
  return typeof data?.origin === "string" ? data.origin : "";
}
