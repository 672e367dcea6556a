// docs/behaviour.md §4: a signed-in page listens live to the shopper's record. A 'profile' event replaces
// what is shown (an edit in another tab, a role change by staff showing or hiding Dashboard);
// 'signed-out' (the record is gone) clears the signed-in state and goes to /login.
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { Profile } from "../../../domain/contracts/account";
import { subscribeToLive } from "../../../sdk/account";
import { ApiClientError } from "../../../sdk/client";
import { accountApi } from "../../lib/account-api";
import { rememberAuth } from "../auth/auth-state";

let leaving = false;

/**
 * Set while this tab signs out or deletes the account itself: the stream's echo of that
 * (a 'signed-out' event) must not race the page's own navigation.
 */
export function setLeaving(value: boolean): void {
  leaving = value;
}

export function useLiveProfile(loaded: Profile): [Profile, (profile: Profile) => void] {
  const [state, setState] = useState({ loaded, profile: loaded });
  let shown = state.profile;
  // A new loader result (another tab of the page, a revalidation) wins over what was shown.
  if (state.loaded !== loaded) {
    setState({ loaded, profile: loaded });
    shown = loaded;
  }
  const replace = useCallback((profile: Profile) => setState((s) => ({ ...s, profile })), []);
  const navigate = useNavigate();

  const signedOut = useEffectEvent(() => {
    if (leaving) return;
    rememberAuth(false);
    // Leaving ?q= for /login makes React Router reload every loader, the header's included.
    void navigate("/login", { replace: true });
  });

  /** The stream gave up: if the session has ended (a reset elsewhere, expiry), so has this page. */
  const closed = useEffectEvent(() => {
    accountApi.me().catch((error: unknown) => {
      if (error instanceof ApiClientError && error.status === 401) signedOut();
    });
  });

  const userId = loaded.userId;
  useEffect(() => {
    setLeaving(false);
    return subscribeToLive({ onProfile: replace, onSignedOut: () => signedOut(), onClosed: () => closed() });
  }, [userId, replace]);

  return [shown, replace];
}
