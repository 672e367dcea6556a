// Placeholder while the page is being built; routes.ts already points here.
import { data } from "react-router";

export const loader = () => data(null, { status: 404 });

export default function Pending() {
  return null;
}
