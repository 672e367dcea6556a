// What a failing dashboard page shows: the spec's not-found words for a 404, an apology otherwise,
// with the way back to the dashboard rather than the shop's contact details.
import { Link } from "react-router";
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, SOMETHING_WENT_WRONG } from "../../../domain/messages";
import { isNotFound } from "../shell/route-error-view";
import ui from "./ui.module.css";
import { PageHeader } from "./page-header";

export function DashboardErrorView({ error }: { error: unknown }) {
  const notFound = isNotFound(error);
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={notFound ? "Page Not Found" : "Error"}
        title={notFound ? NOT_FOUND_HEADING : SOMETHING_WENT_WRONG}
        lead={notFound ? NOT_FOUND_TEXT : "This page could not be shown. Please try again in a moment."}
      />
      <div>
        <Link to="/dashboard" className={ui.button}>
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
