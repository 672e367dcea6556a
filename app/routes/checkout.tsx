import { CheckoutPage } from "../features/checkout/checkout-page";
import { loadCheckout } from "../features/checkout/checkout.server";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/checkout";

export const loader = () => loadCheckout();

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Checkout") },
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage countries={loaderData.countries} />;
}
