import { seoMeta } from "../lib/seo";
import { ContactPage } from "../features/contact/contact-page";
import { shellOrigin } from "../features/shell/shell-origin";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Contact Us",
    description:
      "Write to Atelier's client advisors, or call them Monday to Saturday, 9am to 9pm. We answer within 1-2 working days.",
    path: "/contact",
    origin: shellOrigin(matches),
  });

export default function Contact() {
  return <ContactPage />;
}
