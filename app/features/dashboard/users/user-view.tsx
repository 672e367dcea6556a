// One user for staff: profile, address book and orders, and the role for those allowed to
// change it.
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import type { DashboardUserDetail } from "../../../../sdk/dashboard";
import { useCan } from "../frame-data";
import { Notice } from "../notice";
import panel from "../panel.module.css";
import { SummaryLine } from "../summary-line";
import { Pill } from "../pill";
import ui from "../ui.module.css";
import { RoleChange, type RoleChangeRules } from "./role-change";
import { roleLabel, type RoleOption } from "./role-options";
import { UserOrders } from "./user-orders";
import { UserAddresses, UserProfile } from "./user-profile";
import { PageHeader } from "../page-header";
import { Panel } from "../panel";

interface UserViewProps {
  detail: DashboardUserDetail;
  roles: RoleOption[];
  countries: Record<string, string>;
  roleChange: RoleChangeRules;
}

export function UserView(props: UserViewProps) {
  const canSeeOrders = useCan("orders", "view");
  // The server's copy after a role change, over what the loader read.
  const [changed, setChanged] = useState<DashboardUserDetail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const detail = changed?.profile.userId === props.detail.profile.userId ? changed : props.detail;
  const { profile } = detail;
  const role = roleLabel(profile.role, props.roles);
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={<Link to="/dashboard/users">Users</Link>}
        title={profile.fullName || profile.email}
        summary={
          <SummaryLine
            lead={
              <Pill tone={profile.role === "user" ? "neutral" : "accent"} quiet={profile.role === "user"}>
                {role}
              </Pill>
            }
            facts={[profile.email, `Joined ${formatDate(detail.createdAt)}`]}
          />
        }
      />
      {notice ? (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      ) : null}
      <div className={panel.split}>
        <div className={panel.stack}>
          <UserOrders
            orders={detail.orders}
            total={detail.orderCount}
            email={profile.email}
            linked={canSeeOrders}
          />
          <UserAddresses addresses={profile.addressBook} countries={props.countries} />
        </div>
        <div className={panel.stack}>
          <UserProfile detail={detail} countries={props.countries} />
          <Panel id="user-role-heading" title="Role">
            {props.roleChange.allowed ? (
              <RoleChange
                key={profile.role}
                userId={profile.userId}
                current={profile.role}
                roles={props.roles}
                rules={props.roleChange}
                onChanged={(next) => {
                  setChanged(next);
                  setNotice(
                    `${next.profile.fullName || next.profile.email} is now ${roleLabel(next.profile.role, props.roles)}.`,
                  );
                }}
              />
            ) : (
              <p className={panel.text}>{role}. Your role may view users but not change their role.</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
