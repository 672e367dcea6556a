// Civility codes and labels without zod, for the browser; civility.ts adds the server's schema.
import { choice } from "./form-rules";

/** Stored codes (docs/behaviour.md §3); the labels are presentation and may be reworded without a migration. */
export const CIVILITIES = ["civility1", "civility2", "civility3", "civility4"] as const;
export type Civility = (typeof CIVILITIES)[number];

export const CIVILITY_LABELS: Record<Civility, string> = {
  civility1: "Mr.",
  civility2: "Miss/Mrs/Ms",
  civility3: "Mx",
  civility4: "Prefer not to say",
};

/** The civility field of the registration and profile forms. */
export const CIVILITY_RULE = choice(CIVILITIES);

export function isCivility(value: unknown): value is Civility {
  return typeof value === "string" && (CIVILITIES as readonly string[]).includes(value);
}
