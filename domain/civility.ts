import { z } from "zod";

/** Stored codes (SPEC §3); the labels are presentation and may be reworded without a migration. */
export const CIVILITIES = ["civility1", "civility2", "civility3", "civility4"] as const;
export type Civility = (typeof CIVILITIES)[number];

export const CIVILITY_LABELS: Record<Civility, string> = {
  civility1: "Mr.",
  civility2: "Miss/Mrs/Ms",
  civility3: "Mx",
  civility4: "Prefer not to say",
};

export const civilitySchema = z.enum(CIVILITIES);

export function isCivility(value: unknown): value is Civility {
  return typeof value === "string" && (CIVILITIES as readonly string[]).includes(value);
}
