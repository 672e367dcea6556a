// The address form's values and its check (docs/behaviour.md §5): every required field non-blank after
// trimming, a type and a state chosen, a ZIP code of 5 or 5+4 digits; the country is the United
// States. Failing fields are marked with the shared message.
import {
  DELIVERY_COUNTRY,
  REQUIRED_FIELDS_MESSAGE,
  checkAddressInput,
  type AddressInput,
  type StoredAddress,
} from "../../../domain/address-book-core";
import { SOMETHING_WENT_WRONG } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import type { Failure, FieldErrors } from "../../ui/form/use-form";

export type AddressValues = {
  type: string;
  firstName: string;
  lastName: string;
  addressLine_1: string;
  addressLine_2: string;
  city: string;
  state: string;
  postalCode: string;
  makeDefault: boolean;
};

/**
 * The form for a new address (empty) or for an entry of the book (its values). An entry kept
 * from before City, State and ZIP were asked opens with them empty, to be filled in.
 */
export function addressValues(address?: StoredAddress): AddressValues {
  return {
    type: address?.type ?? "",
    firstName: address?.firstName ?? "",
    lastName: address?.lastName ?? "",
    addressLine_1: address?.addressLine_1 ?? "",
    addressLine_2: address?.addressLine_2 ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    postalCode: address?.postalCode ?? "",
    makeDefault: address?.defaultAddress === true,
  };
}

export function checkAddress(
  values: AddressValues,
): { input: AddressInput } | { failure: Failure<AddressValues> } {
  const { makeDefault: _flag, ...fields } = values;
  const checked = checkAddressInput({ ...fields, country: DELIVERY_COUNTRY });
  if (checked.ok) return { input: checked.values };
  const errors: FieldErrors<AddressValues> = {};
  for (const name of Object.keys(checked.problems)) errors[name as keyof AddressValues] = "";
  return { failure: { message: REQUIRED_FIELDS_MESSAGE, errors } };
}

/** The API names refused fields 'address.firstName'; anything else is a plain failure. */
export function saveFailure(error: unknown): Failure<AddressValues> {
  // A refusal of the book's state (409: the book is full) says what to do, in the API's words.
  if (error instanceof ApiClientError && error.status === 409) return { message: error.message, errors: {} };
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
