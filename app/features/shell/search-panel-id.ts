/** The id of the header's search panel, which the header's Search button controls. */
export const SEARCH_PANEL_ID = "header-search";
