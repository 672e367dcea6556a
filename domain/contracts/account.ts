// Registration, sign-in and profile: what the browser may send, validated the same way on both
// sides. Role and other staff-owned fields are never accepted (strict objects: 400 by name).
import { z } from "zod";
import { addressInputSchema } from "../address-book";
import { civilitySchema } from "../civility";
import { collapsedString } from "../text-schema";

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Select your country.");

export const registerBody = z.strictObject({
  civility: civilitySchema,
  firstName: collapsedString(100),
  lastName: collapsedString(100),
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  country,
  subscriptionAgreement: z.boolean().default(false),
  /** The privacy notice and age of consent must both be confirmed. */
  privacyAgreement: z.literal(true),
  ageConfirmed: z.literal(true),
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

export const profileBody = z.strictObject({
  civility: civilitySchema,
  firstName: collapsedString(100),
  lastName: collapsedString(100),
  country,
  subscriptionAgreement: z.boolean(),
});
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
  /** Whether the role opens the dashboard (a role listed in the roles table with some area). */
  dashboard: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const addressBody = z.strictObject({
  address: addressInputSchema.strict(),
  makeDefault: z.boolean().default(false),
});
export type AddressBody = z.input<typeof addressBody>;

export const addressIndexParams = z.object({ index: z.coerce.number().int().min(0).max(99) });

export const addressBookSchema = z.array(storedAddress);
