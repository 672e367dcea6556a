import { isRouteErrorResponse } from "react-router";
import { NOT_FOUND_TITLE, SOMETHING_WENT_WRONG } from "../../../domain/frame-messages";
import { MessageView, NotFoundView } from "./not-found-view";
import { pageTitle } from "../../lib/page-title";

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Tab title for a page replaced by its error boundary. */
export function errorPageTitle(error: unknown): string {
  return pageTitle(isNotFound(error) ? NOT_FOUND_TITLE : SOMETHING_WENT_WRONG.replace(/\.$/, ""));
}

/** What a missing page says to search engines and link previews. */
export const NOT_FOUND_DESCRIPTION =
  "This page of Atelier, the official online boutique, may have been removed or changed. Find coats, knitwear, tailoring and leather goods from the home page.";

/** The tags of a page replaced by its error boundary: its title, a description, never indexed. */
export function errorPageMeta(error: unknown) {
  return [
    { title: errorPageTitle(error) },
    { name: "description", content: NOT_FOUND_DESCRIPTION },
    { name: "robots", content: "noindex" },
  ];
}

/** What an error boundary shows: the not-found page for a 404, a calm apology otherwise. */
export function RouteErrorView({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundView />;
  return (
    <MessageView
      heading={SOMETHING_WENT_WRONG}
      text="This page could not be shown. Please try again in a moment."
    />
  );
}
