import { useEffect, useMemo, useState } from "react";
import { NO_ADDRESSES, findDefault } from "../../../domain/address-book-core";
import { CIVILITY_LABELS, isCivility } from "../../../domain/civility-codes";
import type { Profile } from "../../../domain/contracts/account";
import type { Country } from "../../../domain/contracts/countries";
import buttons from "../../ui/buttons.module.css";
import { AddressCard } from "../addresses/address-card";
import { toStoredBook } from "../addresses/address-book-store";
import { ManageAddressesPanel } from "../addresses/manage-addresses-panel";
import { serverAddressBook } from "../addresses/server-address-book";
import { countryName } from "../../ui/form/options";
import { ChangePasswordPanel } from "./change-password-panel";
import { DeleteAccountPanel } from "./delete-account-panel";
import { EditProfilePanel } from "./edit-profile-panel";
import styles from "./profile.module.css";
import { TitledSection } from "../../ui/titled-section";
import { useAllCountries } from "../addresses/use-all-countries";

/** The classes of this page's titled regions. */
const region = { className: styles.section, titleClassName: styles.title };

type Panel = "edit" | "password" | "addresses" | "delete" | null;

interface ProfileViewProps {
  profile: Profile;
  countries: readonly Country[];
  onProfile: (profile: Profile) => void;
}

export function ProfileView({ profile, countries: shown, onProfile }: ProfileViewProps) {
  const countries = useAllCountries(shown);
  const [panel, setPanel] = useState<Panel>(null);
  // Said to a screen reader once the panel has closed; the eye sees the details change.
  const [saved, setSaved] = useState(false);
  const store = useMemo(() => serverAddressBook(), []);
  // The book on screen may come from the live profile (another tab's change): its version too.
  useEffect(() => {
    store.seen(profile.addressBookVersion);
  }, [store, profile.addressBookVersion]);
  const book = toStoredBook(profile.addressBook);
  const defaultAddress = findDefault(book);
  const toggle = (name: Exclude<Panel, null>) => (open: boolean) => setPanel(open ? name : null);
  const trigger = (label: string) => (
    <button type="button" className={buttons.secondary}>
      {label}
    </button>
  );

  const details = [
    { term: "Title", value: isCivility(profile.civility) ? CIVILITY_LABELS[profile.civility] : "" },
    { term: "Name", value: profile.fullName },
    { term: "E-mail", value: profile.email },
    { term: "Country", value: countryName(countries, profile.country) },
    { term: "Newsletter", value: profile.subscriptionAgreement ? "Subscribed" : "Not subscribed" },
  ];

  return (
    <div className={styles.grid}>
      <TitledSection id="profile-details" title="Personal Details" {...region}>
        <dl className={styles.details}>
          {details.map((d) => (
            <div key={d.term}>
              <dt>{d.term}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
        <p role="status" className="visually-hidden">
          {saved ? "Your profile has been saved." : null}
        </p>
        <div className={styles.actions}>
          <EditProfilePanel
            open={panel === "edit"}
            onOpenChange={toggle("edit")}
            trigger={trigger("Edit Profile")}
            profile={profile}
            countries={countries}
            onSaved={(next) => {
              onProfile(next);
              setSaved(true);
            }}
          />
          <ChangePasswordPanel
            open={panel === "password"}
            onOpenChange={toggle("password")}
            trigger={trigger("Change Password")}
            email={profile.email}
          />
        </div>
      </TitledSection>

      <TitledSection id="profile-addresses" title="Address Book" {...region}>
        {defaultAddress ? (
          <AddressCard address={defaultAddress} countries={countries} />
        ) : (
          <p className={styles.muted}>{NO_ADDRESSES}</p>
        )}
        {book.length > 1 ? (
          <p className={styles.muted}>
            And {book.length - 1} other {book.length === 2 ? "address" : "addresses"}.
          </p>
        ) : null}
        <div className={styles.actions}>
          <ManageAddressesPanel
            open={panel === "addresses"}
            onOpenChange={toggle("addresses")}
            trigger={trigger("Manage Addresses")}
            store={store}
            book={book}
            onBookChange={(addressBook) =>
              onProfile({
                ...profile,
                addressBook,
                addressBookVersion: store.version() ?? profile.addressBookVersion,
              })
            }
            countries={countries}
          />
        </div>
      </TitledSection>

      <TitledSection id="profile-removal" title="Account Removal" {...region}>
        <p className={styles.muted}>Delete your account and the personal details it holds.</p>
        <div className={styles.actions}>
          <DeleteAccountPanel
            open={panel === "delete"}
            onOpenChange={toggle("delete")}
            trigger={
              <button type="button" className={styles.quiet}>
                Delete Account
              </button>
            }
          />
        </div>
      </TitledSection>
    </div>
  );
}
