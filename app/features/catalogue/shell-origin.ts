import type { ShellData } from "../shell/shell-data";

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

function isShellData(value: unknown): value is ShellData {
  return (
    typeof value === "object" && value !== null && typeof (value as { origin?: unknown }).origin === "string"
  );
}

/** The public origin for canonical URLs; the shop layout's loader carries it to every page's meta. */
export function shellOrigin(matches: readonly MetaMatchLike[]): string {
  const data = matches.find((match) => match?.id === "routes/shop-layout")?.loaderData;
  return isShellData(data) ? data.origin : "";
}
