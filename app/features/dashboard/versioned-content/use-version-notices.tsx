// What a publishable editor (a Pages document, the Design) says above its form: the confirmation
// of the last write (carried in the history entry's state, as the other dashboard lists do), an
// earlier version opened into the editor, or why it could not be opened.
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { listNoticeState, readListNotice } from "../list-notice";
import { Notice } from "../notice";
import { useHydrated } from "../../../lib/use-hydrated";

/** `beforeClosing` runs the closing of an opened version (which puts the saved text back), or asks first. */
export function useVersionNotices<C>(
  shopHref: string,
  loadVersion: (number: number) => Promise<C>,
  beforeClosing: (close: () => void) => void = (close) => close(),
) {
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [opened, setOpened] = useState<{ number: number; content: C } | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  // History state only once hydrated: the server never sees it, so after a reload the notice read
  // during hydration would be what the server's HTML lacks (React error #418), as in list-notice.ts.
  const hydrated = useHydrated();
  const notice = !hydrated || dismissed === location.state ? null : readListNotice(location.state);

  /** After a write: read the loader again, with the confirmation in the history state. */
  const reload = (message: string) => {
    setOpened(null);
    void navigate(".", { replace: true, state: listNoticeState({ message, shopHref }) });
  };

  async function open(number: number) {
    setOpenError(null);
    try {
      setOpened({ number, content: await loadVersion(number) });
    } catch {
      setOpenError(`Version ${number} could not be opened. Please try again.`);
    }
  }

  const notices = (
    <>
      {notice ? (
        <Notice tone="success" onDismiss={() => setDismissed(location.state)}>
          {notice.message}
        </Notice>
      ) : null}
      {openError ? (
        <Notice tone="error" onDismiss={() => setOpenError(null)}>
          {openError}
        </Notice>
      ) : null}
      {opened ? (
        <Notice tone="success" onDismiss={() => beforeClosing(() => setOpened(null))}>
          Version {opened.number} is in the editor. Publish it or save it as a draft to use it; nothing has
          changed yet.
        </Notice>
      ) : null}
    </>
  );
  /** Before another write: the last one's confirmation and an opening's failure are old news. */
  const clear = () => {
    if (notice) setDismissed(location.state);
    setOpenError(null);
  };
  return { notices, opened, open, reload, clear };
}
