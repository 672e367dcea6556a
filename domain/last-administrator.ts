// docs/behaviour.md §6, decision 17: the shop always keeps an administrator (only an administrator
// makes another one, so without one nobody ever could again). The server's refusals, and the code
// the account page knows the refused deletion by.
export const LAST_ADMIN_DEMOTED = "The last administrator cannot be demoted.";
export const LAST_ADMIN_DELETED =
  "The last administrator cannot delete their account. Make someone else an administrator first.";
export const LAST_ADMIN_CODE = "LAST_ADMINISTRATOR";
