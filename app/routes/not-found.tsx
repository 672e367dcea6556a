import { data } from "react-router";
import { NOT_FOUND_TITLE } from "../../domain/messages";
import { NotFoundView } from "../features/shell/not-found-view";
import { pageTitle } from "../lib/page-title";
import { NOT_FOUND_DESCRIPTION } from "../features/shell/route-error-view";
import type { Route } from "./+types/not-found";

export const loader = () => data(null, { status: 404 });
export const meta: Route.MetaFunction = () => [
  { title: pageTitle(NOT_FOUND_TITLE) },
  { name: "description", content: NOT_FOUND_DESCRIPTION },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}
