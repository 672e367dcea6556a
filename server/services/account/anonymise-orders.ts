// Account deletion keeps orders for the books but removes who placed them. The database does it,
// in the statement that deletes the account: the trigger of migration 0024_anonymise_on_delete.sql.

/**
 * What an anonymised order's e-mail ends with: `.invalid` can never be anyone's address, and the
 * guest order page refuses it (customer-orders.ts), since the rest of it is the order's number.
 * The trigger writes the same text.
 */
export const ANONYMISED_EMAIL_DOMAIN = "@anonymised.invalid";
