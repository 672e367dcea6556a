// The server's address schema, built from the zod-free rules in address-book-core.ts (which the
// browser imports instead of this module); everything else is re-exported from there.
import { z } from "zod";
import {
  ADDRESS_RULES,
  BOOK_ENTRY_RULES,
  type AddressInput,
  type BookAddressInput,
} from "./address-book-core";
import { shapeOf } from "./form-rules-schema";

export * from "./address-book-core";

/** A new or edited address, and every shipping address: a complete US delivery address. */
export const addressInputSchema = z.object(shapeOf(ADDRESS_RULES));
/** Any entry of an address book, as a billing address may be. */
export const bookAddressSchema = z.object(shapeOf(BOOK_ENTRY_RULES));

// The plain AddressInput and the schema's output stay the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameInput: Same<z.output<typeof addressInputSchema>, AddressInput> = true;
const sameBook: Same<z.output<typeof bookAddressSchema>, BookAddressInput> = true;
void sameInput;
void sameBook;
