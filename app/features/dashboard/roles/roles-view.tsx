// Roles (area 'roles'): each role with how many users hold it, and an editor for the chosen
// one. After a write the page navigates to itself, so the loader reads the roles again and the
// confirmation travels in the history entry's state.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Role } from "../../../../sdk/dashboard";
import { useCan } from "../frame-data";
import { listNoticeState, useListNotice } from "../list-notice";
import { Notice } from "../notice";
import ui from "../ui.module.css";
import { NewRoleDialog } from "./new-role-dialog";
import { RoleEditor, type RoleLimits } from "./role-editor";
import { roleSearch, RolesList } from "./roles-list";
import styles from "./roles.module.css";
import { AreaPage } from "../area-page";

export function RolesView({
  roles,
  selected,
  limits,
}: {
  roles: Role[];
  selected: string | null;
  limits: RoleLimits;
}) {
  const canAdd = useCan("roles", "add");
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const notice = useListNotice();
  const role = roles.find((r) => r.id === selected);
  // A role chosen in the list opens in the editor: beside the list on a wide screen, but below it
  // on a phone, where nothing in view would change. There (the editor under the list's end) its
  // title is brought into view and takes the focus, so the keyboard and a screen reader go on.
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    const title = document.getElementById("role-editor-title");
    const list = document.querySelector('nav[aria-label="Roles"]');
    if (!title || !list || title.getBoundingClientRect().top < list.getBoundingClientRect().bottom) return;
    title.setAttribute("tabindex", "-1");
    title.scrollIntoView({ block: "start" });
    title.focus({ preventScroll: true });
  }, [selected]);
  const go = (search: string, message: string) =>
    navigate({ search }, { state: listNoticeState({ message }), preventScrollReset: true });
  // The deleted role's editor, and the button that deleted it, are gone once the roles are read
  // again: the focus goes to the list, on the role now open (else the first), not the page's top.
  const afterDelete = async (message: string) => {
    await go("", message);
    const list = document.querySelector<HTMLElement>('nav[aria-label="Roles"]');
    list?.querySelector<HTMLElement>('a[aria-current="true"], a')?.focus();
  };

  return (
    <AreaPage
      area="roles"
      lead="What each role may open in the dashboard, and what it may do there."
      actions={
        canAdd ? (
          <NewRoleDialog
            onCreated={(created) =>
              void go(
                roleSearch(created.id),
                `“${created.roleName}” has been created. Choose its areas below.`,
              )
            }
          />
        ) : null
      }
    >
      {notice && dismissed !== location.key ? (
        <Notice tone="success" onDismiss={() => setDismissed(location.key)}>
          {notice.message}
        </Notice>
      ) : null}
      <div className={styles.layout}>
        <RolesList roles={roles} selected={selected} onChoose={() => (chosen.current = true)} />
        {role ? (
          // Keyed by what was loaded: after a save or another role, the form starts from the server's copy.
          <RoleEditor
            key={`${role.id}:${role.version}`}
            role={role}
            limits={limits}
            onSaved={(message) => void go(roleSearch(role.id), message)}
            onDeleted={(message) => void afterDelete(message)}
          />
        ) : (
          <p className={ui.lead}>There is no role yet.</p>
        )}
      </div>
    </AreaPage>
  );
}
