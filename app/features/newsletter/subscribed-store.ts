// The address subscribed during this visit. The footer form and the Newsletter panel both show
// the thank-you once either of them succeeded, so the flag lives outside React.
import { useSyncExternalStore } from "react";

let subscribed: string | null = null;
const listeners = new Set<() => void>();

export function markSubscribed(email: string): void {
  subscribed = email;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSubscribedEmail(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => subscribed,
    () => null,
  );
}
