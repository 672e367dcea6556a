/** The text of server/services/country-names.ts for the installed world-countries. */
export function countryNamesSource(): string;
export const COUNTRY_NAMES_FILE: string;
