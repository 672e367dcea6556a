// The slide-in mini bag (docs/behaviour.md §2): the lines, the estimated total and the way on to checkout.
// Mounted once in the shop frame; the header's bag link and Add To Bag open it. What the panel
// shows (mini-bag-body.tsx) is a lazy chunk, fetched with the dialog on first open.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";
import { closeMiniBag, openMiniBag, useMiniBagOpen } from "./mini-bag-store";

const { Body: MiniBagBody } = lazyPanelBody(() => import("./mini-bag-body"));

export function MiniBag() {
  const open = useMiniBagOpen();
  const { pathname } = useLocation();
  // Back and forward buttons change the page under an open panel; it should not outlive it.
  useEffect(() => closeMiniBag({ restoreFocus: false }), [pathname]);

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => (next ? openMiniBag() : closeMiniBag())}
      title="Shopping Bag"
      closeLabel="Close shopping bag"
    >
      <MiniBagBody />
    </SidePanel>
  );
}
