// The shop frame drawn from the server's copy (decision 110): on pages rendered for one visitor,
// the frame around <main> (skip link, announcement, header, footer, mini bag) is the same for
// everyone, so the server renders it once per page address and content, then only marks where it
// goes (app/features/shell/frame-cache.server.ts). Browsers never see a mark: the server swaps
// each for the frame's HTML before sending, and the browser renders and hydrates the real frame.
import { createContext } from "react";

/** True while the server renders a page whose frame it already holds; never set in the browser. */
export const FrameFromCopyContext = /* @__PURE__ */ createContext(false);

/**
 * What the server writes for the frame's parts before and after <main>, then replaces (from the
 * opening tag to the first </template> after it).
 */
export const FRAME_MARK_BEFORE = '<template data-frame-part="before">';
export const FRAME_MARK_AFTER = '<template data-frame-part="after">';
export const FRAME_MARK_END = "</template>";
