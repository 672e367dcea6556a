// The texts the boutique opened with: version 1 of each document, and what the shop shows for
// a document never published in this database.
import type { PageContent } from "../../../domain/contracts/pages";
import type { PageKey } from "../../../domain/page-documents";
import { faqPayment } from "./defaults/faq-payment";
import { faqShipping } from "./defaults/faq-shipping";
import { legalCookie } from "./defaults/legal-cookie";
import { legalPrivacy } from "./defaults/legal-privacy";
import { legalReturn } from "./defaults/legal-return";
import { legalTermsAndConditions } from "./defaults/legal-terms-and-conditions";

export const DEFAULT_PAGES: Record<PageKey, PageContent> = {
  "legal-termsAndConditions": legalTermsAndConditions,
  "legal-return": legalReturn,
  "legal-cookie": legalCookie,
  "legal-privacy": legalPrivacy,
  "faq-shipping": faqShipping,
  "faq-payment": faqPayment,
};
