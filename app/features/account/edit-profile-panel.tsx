import type { ReactNode } from "react";
import type { Profile } from "../../../domain/contracts/account";
import type { Country } from "../../../domain/contracts/countries";
import { PanelLoading, SidePanel, lazyPanelBody } from "../../ui/side-panel";
import panel from "../../ui/form/panel.module.css";

// Inside the panel's padded body: the stand-in without padding of its own.
const { Body: EditProfileForm, preload } = lazyPanelBody(
  () => import("./edit-profile-form"),
  <PanelLoading />,
);

export interface EditProfilePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger?: ReactNode;
  profile: Profile;
  countries: readonly Country[];
  onSaved: (profile: Profile) => void;
}

export function EditProfilePanel({ open, onOpenChange, trigger, ...rest }: EditProfilePanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Edit Profile"
      preload={preload}
    >
      <div className={panel.body}>
        <EditProfileForm {...rest} onDone={() => onOpenChange(false)} />
      </div>
    </SidePanel>
  );
}
