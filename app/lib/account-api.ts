// The browser's client of the account endpoints. Creating it does no I/O, so importing this
// module during server rendering is harmless.
import { createAccountClient } from "../../sdk/account";

export const accountApi = createAccountClient();
