// The Title and Country drop-downs as registration and the profile both ask for them.
import type { Country } from "../../../domain/contracts/countries";
import { SelectField, type SelectFieldProps } from "./fields";
import { CIVILITY_OPTIONS, COUNTRY_PLACEHOLDER, countryOptions } from "./options";

type Chosen = Omit<SelectFieldProps, "label" | "placeholder" | "options">;

export function TitleField(props: Chosen) {
  return <SelectField label="Title" placeholder="Select Your Title" options={CIVILITY_OPTIONS} {...props} />;
}

export function CountryField({ countries, ...props }: Chosen & { countries: readonly Country[] }) {
  return (
    <SelectField
      label="Country"
      placeholder={COUNTRY_PLACEHOLDER}
      options={countryOptions(countries)}
      autoComplete="country"
      {...props}
    />
  );
}
