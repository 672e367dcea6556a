// Loader side of /legal and /faq: only the chosen document travels to the browser, so the
// texts stay out of the JavaScript bundle.
import {
  FAQ_CATEGORIES,
  LEGAL_CATEGORIES,
  categoryFrom,
  type FaqCategory,
  type LegalCategory,
} from "./categories";
import { COOKIE_POLICY } from "./texts/cookie-policy";
import { FAQ_PAYMENT } from "./texts/faq-payment";
import { FAQ_SHIPPING } from "./texts/faq-shipping";
import { PRIVACY_NOTICE } from "./texts/privacy-notice";
import { RETURN_POLICY } from "./texts/return-policy";
import { TERMS_OF_SALE } from "./texts/terms-of-sale";
import type { LegalDocument } from "./types";

export const LEGAL_DOCUMENTS: Record<LegalCategory, LegalDocument> = {
  termsAndConditions: TERMS_OF_SALE,
  return: RETURN_POLICY,
  cookie: COOKIE_POLICY,
  privacy: PRIVACY_NOTICE,
};

export const FAQ_DOCUMENTS: Record<FaqCategory, LegalDocument> = {
  shipping: FAQ_SHIPPING,
  payment: FAQ_PAYMENT,
};

export function loadLegalPage(request: Request) {
  const category = categoryFrom(LEGAL_CATEGORIES, new URL(request.url).searchParams);
  return { category, document: LEGAL_DOCUMENTS[category] };
}

export function loadFaqPage(request: Request) {
  const category = categoryFrom(FAQ_CATEGORIES, new URL(request.url).searchParams);
  return { category, document: FAQ_DOCUMENTS[category] };
}
