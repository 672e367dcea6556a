// The texts of docs/behaviour.md §8 that the shop frame shows on any page (a page not found, an
// error), word for word. Re-exported by messages.ts; the frame imports them from here, because
// a module goes whole into the chunk of the page that loads it (messages.ts would bring every
// message into every page's JavaScript).
export const SOMETHING_WENT_WRONG = "Something went wrong.";
/** A panel whose code or data is on its way. */
export const LOADING = "Loading...";

// Not found
export const NOT_FOUND_TITLE = "Page Not Found";
export const NOT_FOUND_HEADING = "SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR.";
export const NOT_FOUND_TEXT = "The page may have been removed, changed or it is temporarily unavailable.";
