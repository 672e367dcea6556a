// Registration, sign-in and profile: what the browser may send, validated the same way on both
// sides. Role and other staff-owned fields are never accepted (strict objects: 400 by name).
// The form fields come from the zod-free rules in ../account-rules.ts, which the browser checks.
import { z } from "zod";
import { PROFILE_RULES, REGISTER_RULES, MAX_PASSWORD_LENGTH } from "../account-rules";
import { addressInputSchema } from "../address-book";
import { shapeOf } from "../form-rules-schema";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../account-rules";

const { privacyAgreement, ageConfirmed, ...registerFields } = shapeOf(REGISTER_RULES);

export const registerBody = z.strictObject({
  ...registerFields,
  subscriptionAgreement: z.boolean().default(false),
  /** The privacy notice and age of consent must both be confirmed. */
  privacyAgreement,
  ageConfirmed,
  rememberMe: z.boolean().default(true),
  callbackURL: z.string().max(200).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const signInBody = z.strictObject({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  rememberMe: z.boolean().default(true),
  callbackURL: z.string().max(200).optional(),
});

/** Distinct sign-in failures, as the spec's messages need them. */
export const SIGN_IN_ERROR_CODES = ["USER_NOT_FOUND", "INVALID_PASSWORD", "TOO_MANY_ATTEMPTS"] as const;

export const profileBody = z.strictObject(shapeOf(PROFILE_RULES));
export type ProfileBody = z.input<typeof profileBody>;

const storedAddress = z.object({
  type: z.string(),
  country: z.string(),
  defaultAddress: z.literal(true).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  fullName: z.string().optional(),
  addressLine_1: z.string().optional(),
  addressLine_2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
});

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.string(),
  civility: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  country: z.string(),
  subscriptionAgreement: z.boolean(),
  addressBook: z.array(storedAddress),
  /**
   * The book as read here: an edit, a new default or a removal sends it back, and one sent from a
   * page showing another book (another tab changed it since) is refused, not applied to whatever
   * address now has that place.
   */
  addressBookVersion: z.string(),
  /** Whether the role opens the dashboard (a role listed in the roles table with some area). */
  dashboard: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const addressBody = z.strictObject({
  address: addressInputSchema.strict(),
  makeDefault: z.boolean().default(false),
});
export type AddressBody = z.input<typeof addressBody>;
/** Profile.addressBookVersion, sent back; without it (an API client) the change is applied. */
const bookVersion = z.string().max(64).optional();
export const addressEditBody = z.strictObject({ ...addressBody.shape, version: bookVersion });
export const addressDefaultBody = z.strictObject({ version: bookVersion });
export const addressRemoveQuery = z.object({ version: bookVersion });

/**
 * An address's place in the book, written as the shop writes it (0 to 99). Digits only: a number
 * coerced from " ", "0x1" or "1e1" used to edit or remove another address than the one named.
 */
export const addressIndexParams = z.object({
  index: z
    .string()
    .regex(/^(0|[1-9][0-9]?)$/, "Not an address of this book.")
    .transform(Number),
});

export const addressBookSchema = z.array(storedAddress);
