import { p, type LegalDocument } from "../types";
import { PRIVACY_DATA } from "./privacy-data";
import { PRIVACY_RIGHTS } from "./privacy-rights";

/** The privacy notice, including users under 18 (SPEC §9). */
export const PRIVACY_NOTICE: LegalDocument = {
  title: "Privacy Notice",
  description:
    "How Atelier collects, uses and protects your personal information, your rights, and our approach to users under 18.",
  dated: "Version of July 2022",
  intro: [
    p(
      "Discretion is part of our craft. We collect only what we need to serve you, keep it safe, and never sell it.",
    ),
  ],
  numbered: false,
  sections: [...PRIVACY_DATA, ...PRIVACY_RIGHTS],
};
