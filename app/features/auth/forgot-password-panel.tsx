import type { ReactNode } from "react";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";

const { Body: ForgotPassword, preload } = lazyPanelBody(() => import("./forgot-password"));

interface ForgotPasswordPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger?: ReactNode;
  /** What the sign-in form already holds, so it need not be typed twice. */
  initialEmail?: string;
}

export function ForgotPasswordPanel({
  open,
  onOpenChange,
  trigger,
  initialEmail = "",
}: ForgotPasswordPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Forgot Password"
      preload={preload}
    >
      {/* Inside the panel, so each opening starts afresh. */}
      <ForgotPassword initialEmail={initialEmail} />
    </SidePanel>
  );
}
