// The inline script of every page's <head> (decision 45), apart from viewer.ts so the document
// shell carries a few bytes, not the account client.
import { FLAG_PATTERN } from "../../../domain/viewer";

/** Runs before the first paint: the flag cookie's kind on <html> (no attribute for a guest). */
export const VIEWER_SCRIPT = `(function(){var m=document.cookie.match(/${FLAG_PATTERN}/);var v=m?(m[1]==="staff"?"staff":m[1]==="1"?"customer":""):"";if(v)document.documentElement.setAttribute("data-viewer",v)})()`;
