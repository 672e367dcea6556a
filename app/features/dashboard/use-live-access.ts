// The dashboard follows its user's access live (docs/behaviour.md §4: a signed-in page follows the
// user's record). When someone else gives them another role, or takes the dashboard away, the
// frame is read again without a reload: the sidebar and the actions follow the new role, and a
// page the role no longer opens gives way (its loader sends to /dashboard, or out of it). The
// server ends the stream of a session that lost the dashboard after telling it so.
//
// Only a change of the role itself (or of the dashboard as a whole) reads the pages again: a
// 'profile' event also follows any edit of any role, and reading a page afresh while a form on
// it is being filled in would be a surprise. A change of what the user's own role opens applies
// at the next click (the layout's loader runs on every navigation).
import { useEffect, useEffectEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Profile } from "../../../domain/contracts/account";
import { subscribeToLive } from "../../../sdk/account";

export function useLiveAccess(roleId: string): void {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const onProfile = useEffectEvent((profile: Profile) => {
    // An effect event sees the role of the latest render.
    if (profile.role !== roleId || !profile.dashboard) void revalidate();
  });
  const onSignedOut = useEffectEvent(() => void navigate("/login", { replace: true }));
  // The stream gave up (the session ended, or the access went): the loaders decide where to go.
  const onClosed = useEffectEvent(() => void revalidate());

  // One stream for the frame's life; its handlers are effect events, which see the latest render.
  useEffect(
    () =>
      subscribeToLive({
        onProfile: (profile) => onProfile(profile),
        onSignedOut: () => onSignedOut(),
        onClosed: () => onClosed(),
      }),
    [],
  );
}
