// The address form's values and its check (SPEC §5): every required field non-blank after
// trimming, a type and a country chosen; failing fields marked with the shared message.
import {
  REQUIRED_FIELDS_MESSAGE,
  addressInputSchema,
  type AddressInput,
  type StoredAddress,
} from "../../../domain/address-book";
import { SOMETHING_WENT_WRONG } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { markIssues, type Failure, type FieldErrors } from "../auth/use-form";

export type AddressValues = {
  type: string;
  firstName: string;
  lastName: string;
  addressLine_1: string;
  addressLine_2: string;
  country: string;
  city: string;
  postalCode: string;
  makeDefault: boolean;
};

/** The form for a new address (empty) or for an entry of the book (its values). */
export function addressValues(address?: StoredAddress): AddressValues {
  return {
    type: address?.type ?? "",
    firstName: address?.firstName ?? "",
    lastName: address?.lastName ?? "",
    addressLine_1: address?.addressLine_1 ?? "",
    addressLine_2: address?.addressLine_2 ?? "",
    country: address?.country ?? "",
    city: address?.city ?? "",
    postalCode: address?.postalCode ?? "",
    makeDefault: address?.defaultAddress === true,
  };
}

export function checkAddress(
  values: AddressValues,
): { input: AddressInput } | { failure: Failure<AddressValues> } {
  const { makeDefault: _flag, ...fields } = values;
  const parsed = addressInputSchema.safeParse(fields);
  if (parsed.success) return { input: parsed.data };
  return {
    failure: { message: REQUIRED_FIELDS_MESSAGE, errors: markIssues<AddressValues>(parsed.error.issues) },
  };
}

/** The API names refused fields 'address.firstName'; anything else is a plain failure. */
export function saveFailure(error: unknown): Failure<AddressValues> {
  if (error instanceof ApiClientError && error.status === 400 && error.fields) {
    const errors: FieldErrors<AddressValues> = {};
    for (const name of Object.keys(error.fields)) {
      const field = name.replace(/^address\./, "");
      if (field in addressValues()) errors[field as keyof AddressValues] = "";
    }
    if (Object.keys(errors).length > 0) return { message: REQUIRED_FIELDS_MESSAGE, errors };
  }
  return { message: SOMETHING_WENT_WRONG, errors: {} };
}
