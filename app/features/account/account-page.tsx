import { useMemo } from "react";
import type { Order } from "../../../domain/contracts/orders";
import type { CursorPage } from "../../lib/use-cursor-pages";
import { AccountNav } from "./account-nav";
import type { AccountData } from "./account-data";
import { OrdersView } from "./orders-view";
import { ProfileView } from "./profile-view";
import { useLiveProfile } from "./use-live-profile";
import { WishlistView } from "./wishlist-view";
import styles from "./account-page.module.css";

/** /account?q=orders|wishlist|profile: the greeting, the account's tabs and the chosen one. */
export function AccountPage({ data }: { data: AccountData }) {
  const [profile, setProfile] = useLiveProfile(data.profile);
  // One page object per loader answer: a new one (a revalidation, older orders) starts the list over.
  const orders = useMemo<CursorPage<Order>>(
    () => ({ items: data.orders, nextCursor: data.ordersNext }),
    [data.orders, data.ordersNext],
  );
  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <p className={styles.eyebrow}>My Account</p>
        {/* Upper case in the text itself, as the spec shows it, not only through CSS. */}
        <h1 className={styles.title}>WELCOME, {profile.firstName.toUpperCase()}</h1>
      </header>
      <AccountNav tab={data.tab} dashboard={profile.dashboard} />
      <div className={styles.content}>
        {data.tab === "orders" ? (
          <OrdersView first={orders} from={data.ordersFrom} countries={data.countries} />
        ) : data.tab === "wishlist" ? (
          <WishlistView first={data.wishlist} />
        ) : (
          <ProfileView profile={profile} countries={data.countries} onProfile={setProfile} />
        )}
      </div>
    </div>
  );
}
