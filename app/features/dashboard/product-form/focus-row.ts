// Adding or removing a row of the product form (a detail line, a size, a picture) moves the
// focus where the work goes on: into the new row, or to the row that took the removed one's
// place. Without it a removed row's button took the focus with it, to the page.

/** After the edit has rendered, focuses the first element of `ids` that exists. */
export function focusFirstOf(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) return element.focus();
    }
  });
}
