// The browser's client of the order endpoints the returns use. Creating it does no I/O, so
// importing this module during server rendering is harmless.
import { createCheckoutClient } from "../../../../sdk/checkout";

export const returnsApi = createCheckoutClient();
