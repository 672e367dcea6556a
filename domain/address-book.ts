// The server's address schema, built from the zod-free rules in address-book-core.ts (which the
// browser imports instead of this module); everything else is re-exported from there.
import { z } from "zod";
import { ADDRESS_RULES, type AddressInput } from "./address-book-core";
import { shapeOf } from "./form-rules-schema";

export * from "./address-book-core";

export const addressInputSchema = z.object(shapeOf(ADDRESS_RULES));

// The plain AddressInput and the schema's output stay the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameInput: Same<z.output<typeof addressInputSchema>, AddressInput> = true;
void sameInput;
