// Who the visitor is, for the parts of a shared page the browser fills in (decision 45).
import type { ViewerKind, ViewerSummary } from "../../../domain/contracts/viewer";
import type { ReadSession } from "../../auth/read-session";

/** The session read already carries the dashboard flag (read with it, in the same query). */
export function viewerSummary(current: Pick<ReadSession, "user" | "dashboard"> | null): ViewerSummary {
  if (!current) return { signedIn: false, name: "", dashboard: false };
  return { signedIn: true, name: current.user.name, dashboard: current.dashboard };
}

export function viewerKind(summary: ViewerSummary): ViewerKind {
  if (!summary.signedIn) return "guest";
  return summary.dashboard ? "staff" : "customer";
}
