import { CheckoutPage } from "../features/checkout/checkout-page";
import { loadCheckout } from "../features/checkout/checkout.server";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/checkout";

export const loader = ({ request, context }: Route.LoaderArgs) => loadCheckout(request, context);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Checkout") },
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage countries={loaderData.countries} signedIn={loaderData.signedIn} />;
}
