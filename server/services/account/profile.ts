// The signed-in shopper's own record: read, edit profile, edit the address book.
import { eq } from "drizzle-orm";
import type { AddressBody, Profile, ProfileBody } from "../../../domain/contracts/account";
import { profileBody, addressBody } from "../../../domain/contracts/account";
import {
  ADDRESS_BOOK_FULL_MESSAGE,
  addAddress,
  canRemove,
  editAddress,
  fullName,
  isBookFull,
  makeDefault,
  removeAddress,
  type StoredAddress,
} from "../../../domain/address-book";
import { opensDashboard } from "../../../domain/permissions";
import type { SessionUser } from "../../auth/guards";
import { roles, user as userTable } from "../../db/schema";
import { conflict, invalid, notFound } from "../errors";
import { isCountryCode, UNKNOWN_COUNTRY } from "../countries";
import type { Services } from "../../services-type";
import { subscribe, unsubscribe } from "../content/newsletter";

async function roleOpensDashboard(services: Services, roleId: string): Promise<boolean> {
  const [role] = await services.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, roleId));
  return opensDashboard(role?.permissions);
}

/** `dashboard`, when the caller read it with the session, spares the role's query. */
export async function toProfile(services: Services, u: SessionUser, dashboard?: boolean): Promise<Profile> {
  const opens = dashboard ?? (await roleOpensDashboard(services, u.role));
  return {
    userId: u.id,
    email: u.email,
    role: u.role,
    civility: u.civility,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: u.name,
    country: u.country,
    subscriptionAgreement: u.subscriptionAgreement,
    addressBook: u.addressBook,
    dashboard: opens,
  };
}

async function save(
  services: Services,
  u: SessionUser,
  patch: Partial<typeof userTable.$inferInsert>,
): Promise<Profile> {
  const [row] = await services.db
    .update(userTable)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userTable.id, u.id))
    .returning();
  if (!row) throw notFound("No such account.");
  await services.live.publish({ type: "user", userId: u.id });
  return toProfile(services, row);
}

export async function updateProfile(
  services: Services,
  u: SessionUser,
  input: ProfileBody,
): Promise<Profile> {
  const p = profileBody.parse(input);
  if (!isCountryCode(p.country)) throw invalid(UNKNOWN_COUNTRY, { country: UNKNOWN_COUNTRY });
  if (p.subscriptionAgreement) await subscribe(services.db, { email: u.email.toLowerCase(), user: u });
  else await unsubscribe(services.db, u.email);
  return save(services, u, { ...p, name: fullName(p.firstName, p.lastName) });
}

export type AddressChange =
  | { kind: "add"; body: AddressBody }
  | { kind: "edit"; index: number; body: AddressBody }
  | { kind: "default"; index: number }
  | { kind: "remove"; index: number };

/** Applies one of the spec's address-book transitions (domain/address-book.ts) to the stored book. */
export async function changeAddressBook(
  services: Services,
  u: SessionUser,
  change: AddressChange,
): Promise<Profile> {
  const book: StoredAddress[] = u.addressBook;
  const inBook = (index: number) => {
    if (index >= book.length) throw notFound("No such address.");
  };
  let next: StoredAddress[];
  switch (change.kind) {
    case "add": {
      const b = addressBody.parse(change.body);
      if (isBookFull(book)) throw conflict(ADDRESS_BOOK_FULL_MESSAGE, { address: "Address book full." });
      next = addAddress(book, b.address, b.makeDefault);
      break;
    }
    case "edit": {
      inBook(change.index);
      const b = addressBody.parse(change.body);
      next = editAddress(book, change.index, b.address, b.makeDefault);
      break;
    }
    case "default":
      inBook(change.index);
      next = makeDefault(book, change.index);
      break;
    case "remove":
      inBook(change.index);
      if (!canRemove(book)) throw invalid("The only address cannot be removed.", { index: "Last address." });
      next = [...removeAddress(book, change.index)];
      break;
  }
  return save(services, u, { addressBook: next });
}
