import { p, type LegalDocument } from "../types";
import { TERMS_AFTER_SALE } from "./terms-after-sale";
import { TERMS_ORDERS } from "./terms-orders";
import { TERMS_PAYMENT } from "./terms-payment";

/** SPEC §9: the General Terms and Conditions of Sale, dated July 2022, in 18 numbered sections. */
export const TERMS_OF_SALE: LegalDocument = {
  title: "General Terms and Conditions of Sale",
  description:
    "Atelier's terms of sale: ordering, order limits, payment on shipping, delivery in the United States, 30-day withdrawal, returns, refunds and exchanges.",
  dated: "Version of July 2022",
  intro: [
    p(
      "These terms explain how buying from Atelier works, from your order to its delivery and, should a piece not be right, its return. We have written them to be read, not just accepted.",
    ),
  ],
  numbered: true,
  sections: [...TERMS_ORDERS, ...TERMS_PAYMENT, ...TERMS_AFTER_SALE],
};
