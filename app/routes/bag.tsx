import { BagPage } from "../features/bag/bag-page/bag-page";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/bag";

// No loader: the bag lives on the device, and the page refreshes its lines from the API.
export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Shopping Bag") },
  { name: "robots", content: "noindex" },
];

export default function Bag() {
  return <BagPage />;
}
