import { isRouteErrorResponse } from "react-router";
import { NOT_FOUND_TITLE, SOMETHING_WENT_WRONG } from "../../../domain/messages";
import { MessageView, NotFoundView } from "./not-found-view";
import { pageTitle } from "./page-title";

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Tab title for a page replaced by its error boundary. */
export function errorPageTitle(error: unknown): string {
  return pageTitle(isNotFound(error) ? NOT_FOUND_TITLE : SOMETHING_WENT_WRONG.replace(/\.$/, ""));
}

/** What an error boundary shows: the not-found page for a 404, a calm apology otherwise. */
export function RouteErrorView({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundView />;
  return (
    <MessageView
      heading={SOMETHING_WENT_WRONG}
      text="We could not show this page. Please try again in a moment, or contact our client advisors."
    />
  );
}
