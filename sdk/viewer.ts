// Who is signed in: every page's header asks it after hydration (app/features/shell/viewer.ts).
// A module of its own, because a module goes whole into the chunk of the page that loads it: in
// account.ts it brought the whole account client into every page's JavaScript.
import type { ViewerSummary } from "../domain/contracts/viewer";
import { type ApiClientOptions, createRequest } from "./client";

export function fetchViewerSummary(opts: ApiClientOptions = {}): Promise<ViewerSummary> {
  return createRequest(opts, "")<ViewerSummary>("GET", "/api/v1/me/summary");
}
