// Keyset cursors: (createdAt, id) of the last row, opaque to clients. Never an offset, so pages
// stay stable when products are added while a shopper scrolls.
import { invalid } from "../errors";

export interface Keyset {
  createdAt: Date;
  id: string;
}

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.createdAt.toISOString()}|${k.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): Keyset {
  const raw = Buffer.from(cursor, "base64url").toString("utf8");
  const [iso, id] = raw.split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || id.length > 64) {
    throw invalid("Invalid cursor.", { cursor: "Invalid cursor." });
  }
  return { createdAt, id };
}
