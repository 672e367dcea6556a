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
  STALE_ADDRESS_BOOK,
  type StoredAddress,
} from "../../../domain/address-book";
import { opensDashboard } from "../../../domain/permissions";
import type { SessionUser } from "../../auth/guards";
import type { Db } from "../../db/client";
import { roles, user as userTable } from "../../db/schema";
import { conflict, invalid, notFound } from "../errors";
import { isCountryCode, UNKNOWN_COUNTRY } from "../countries";
import type { Services } from "../../services-type";
import { subscribe, unsubscribe } from "../content/newsletter";
import { addressBookVersion } from "./address-book-version";

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
    addressBookVersion: addressBookVersion(u.addressBook),
    dashboard: opens,
  };
}

type Patch = Partial<typeof userTable.$inferInsert>;
type UserRow = typeof userTable.$inferSelect;

/**
 * Reads the account's row under lock, applies `change` to what is stored (not to the copy read
 * with the session) and saves the result in the same transaction: two saves at once, from two
 * tabs or two processes, take turns, and the second builds on the first instead of overwriting it.
 */
async function saveLocked(
  services: Services,
  u: SessionUser,
  change: (row: UserRow, tx: Db) => Patch | Promise<Patch>,
): Promise<Profile> {
  const row = await services.db.transaction(async (tx) => {
    // Not a key change: the customer's sign-ins, orders and wishlist (whose foreign keys take a
    // key-share lock on the row) need not wait for the save.
    const [current] = await tx.select().from(userTable).where(eq(userTable.id, u.id)).for("no key update");
    if (!current) throw notFound("No such account.");
    const patch = await change(current, tx);
    const [saved] = await tx
      .update(userTable)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(userTable.id, u.id))
      .returning();
    return saved ?? current;
  });
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
  // The newsletter's list changes with the profile, in its transaction: the two always agree.
  return saveLocked(services, u, async (row, tx) => {
    if (p.subscriptionAgreement) await subscribe(tx, { email: row.email.toLowerCase(), user: row });
    else await unsubscribe(tx, row.email);
    return { ...p, name: fullName(p.firstName, p.lastName) };
  });
}

/** An index names a place in the book of the version sent with it (none: the book as it is). */
type AtIndex = { index: number; version?: string | undefined };
export type AddressChange =
  | { kind: "add"; body: AddressBody }
  | ({ kind: "edit"; body: AddressBody } & AtIndex)
  | ({ kind: "default" } & AtIndex)
  | ({ kind: "remove" } & AtIndex);

/** Applies one of the spec's address-book transitions (domain/address-book.ts) to the stored book. */
export async function changeAddressBook(
  services: Services,
  u: SessionUser,
  change: AddressChange,
): Promise<Profile> {
  // The body is checked before the row is locked.
  const body = change.kind === "add" || change.kind === "edit" ? addressBody.parse(change.body) : null;
  return saveLocked(services, u, (row) => ({ addressBook: nextBook(row.addressBook, change, body) }));
}

/** The book after one change, or the refusal. Indexes name places in the book as stored now. */
function nextBook(
  book: StoredAddress[],
  change: AddressChange,
  body: ReturnType<typeof addressBody.parse> | null,
): StoredAddress[] {
  if (change.kind !== "add" && change.version !== undefined && change.version !== addressBookVersion(book))
    throw conflict(STALE_ADDRESS_BOOK, undefined, "stale_address_book");
  const inBook = (index: number) => {
    if (index >= book.length) throw notFound("No such address.");
  };
  switch (change.kind) {
    case "add":
      if (isBookFull(book)) throw conflict(ADDRESS_BOOK_FULL_MESSAGE, { address: "Address book full." });
      return addAddress(book, body!.address, body!.makeDefault);
    case "edit":
      inBook(change.index);
      return editAddress(book, change.index, body!.address, body!.makeDefault);
    case "default":
      inBook(change.index);
      return makeDefault(book, change.index);
    case "remove":
      inBook(change.index);
      if (!canRemove(book)) throw invalid("The only address cannot be removed.", { index: "Last address." });
      return [...removeAddress(book, change.index)];
  }
}
