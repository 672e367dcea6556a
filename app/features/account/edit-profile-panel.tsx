import { Suspense, lazy, type ReactNode } from "react";
import type { Profile } from "../../../domain/contracts/account";
import type { Country } from "../../../domain/contracts/countries";
import { SidePanel } from "../../ui/side-panel";
import panel from "../../ui/form/panel.module.css";

const loadForm = () => import("./edit-profile-form");
const EditProfileForm = lazy(loadForm);

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
      preload={loadForm}
    >
      <div className={panel.body}>
        <Suspense fallback={null}>
          <EditProfileForm {...rest} onDone={() => onOpenChange(false)} />
        </Suspense>
      </div>
    </SidePanel>
  );
}
