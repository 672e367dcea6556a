// A failed form scrolls back to its top (docs/behaviour.md §5) and moves focus to its message, so the
// message is both seen and read out. Inside a side panel it is the panel that scrolls.

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight)
      return node;
  }
  return null;
}

export function revealMessage(message: HTMLElement | null): void {
  if (!message) return;
  const panel = scrollParent(message);
  if (panel) panel.scrollTo({ top: 0 });
  else window.scrollTo({ top: 0 });
  message.focus({ preventScroll: true });
}
