import { ADDRESS_TYPE_LABELS } from "../../../../domain/address-book";
import { CIVILITY_LABELS, isCivility } from "../../../../domain/civility";
import { formatDate } from "../../../../domain/dates";
import type { DashboardUserDetail } from "../../../../sdk/dashboard";
import panel from "../panel.module.css";
import { AddressLines } from "./address-lines";
import styles from "./user.module.css";
import { Panel } from "../panel";

type Profile = DashboardUserDetail["profile"];

export function UserProfile({
  detail,
  countries,
}: {
  detail: DashboardUserDetail;
  countries: Record<string, string>;
}) {
  const { profile } = detail;
  return (
    <Panel id="user-profile" title="Profile">
      <dl className={panel.facts}>
        <div>
          <dt>Name</dt>
          <dd>{profile.fullName || "—"}</dd>
        </div>
        <div>
          <dt>Civility</dt>
          <dd>{isCivility(profile.civility) ? CIVILITY_LABELS[profile.civility] : "—"}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{countries[profile.country] ?? profile.country}</dd>
        </div>
        <div>
          <dt>Newsletter</dt>
          <dd>{profile.subscriptionAgreement ? "Subscribed" : "Not subscribed"}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(detail.createdAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

const labels: Record<string, string | undefined> = ADDRESS_TYPE_LABELS;
const typeLabel = (type: string) => labels[type] ?? type;

export function UserAddresses({
  addresses,
  countries,
}: {
  addresses: Profile["addressBook"];
  countries: Record<string, string>;
}) {
  // Sign-up's first entry may hold only a country: not worth a card of its own.
  const real = addresses.filter((a) => a.addressLine_1);
  return (
    <Panel
      id="user-addresses"
      title="Addresses"
      note={<>{real.length === 1 ? "1 address" : `${real.length} addresses`}</>}
    >
      {real.length === 0 ? (
        <p className={panel.text}>No address saved yet.</p>
      ) : (
        <ul className={styles.addresses}>
          {real.map((address, i) => (
            <li key={i} className={styles.address}>
              <p className={styles.addressType}>
                {typeLabel(address.type)}
                {address.defaultAddress ? <span className={styles.default}>Default</span> : null}
              </p>
              <AddressLines address={address} countries={countries} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
