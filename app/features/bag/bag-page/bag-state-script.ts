// The bag page's only inline script, run as the parser reaches it, just before the loading line
// (the page is sent whole, so in practice before the first paint): it marks <html> when this
// device's bag is empty (nothing stored, storage blocked, or not a list with lines), and the
// page's CSS then shows the empty bag in place of 'Loading your bag…'; otherwise it gives the
// number of lines, and the loading line holds their height on a wide screen.
// Without it the loading line held a bag's height until hydration and the shorter empty state
// pulled the footer up in view (0.024 of layout shift at 1920 × 1200). A stored list whose lines
// are all unreadable is empty to the page but not to this script: it keeps the loading line, as
// before.
import { BAG_STORAGE_KEY } from "../bag-count";

export const BAG_EMPTY_ATTRIBUTE = "data-bag-empty";

/** Set on <html> to the number of stored lines (at most 10): the loading line holds their height. */
export const BAG_LINES_PROPERTY = "--bag-lines";

export const BAG_STATE_SCRIPT = `(function(){var h=document.documentElement;try{var b=JSON.parse(localStorage.getItem(${JSON.stringify(BAG_STORAGE_KEY)})||"[]");if(Array.isArray(b)&&b.length){h.style.setProperty("${BAG_LINES_PROPERTY}",String(Math.min(b.length,10)));return}}catch(e){}h.setAttribute("${BAG_EMPTY_ATTRIBUTE}","")})()`;
