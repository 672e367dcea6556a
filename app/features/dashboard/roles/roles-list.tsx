import { Link } from "react-router";
import type { Role } from "../../../../sdk/dashboard";
import { AREAS } from "../areas";
import { countOf } from "../format";
import { accessSummary } from "./permission-draft";
import styles from "./roles.module.css";

export const roleSearch = (id: string) => `?role=${encodeURIComponent(id)}`;

/** Every role with how many users hold it; the chosen one opens in the editor beside. */
export function RolesList({
  roles,
  selected,
  onChoose,
}: {
  roles: Role[];
  selected: string | null;
  /** Told when a role is chosen, before its editor opens. */
  onChoose?: () => void;
}) {
  return (
    <nav aria-label="Roles" className={styles.listWrap}>
      <ul className={styles.list}>
        {roles.map((role) => (
          <li key={role.id}>
            <Link
              to={{ search: roleSearch(role.id) }}
              className={styles.item}
              aria-current={role.id === selected ? "true" : undefined}
              preventScrollReset
              onClick={onChoose}
            >
              <span className={styles.itemHead}>
                <span className={styles.itemName}>{role.roleName}</span>
                <span className={styles.itemCount}>{countOf(role.userCount, "user")}</span>
              </span>
              <span className={styles.itemKey}>{role.id}</span>
              <span className={styles.itemAreas}>
                {accessSummary(role.permissions, (a) => AREAS[a].label)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
