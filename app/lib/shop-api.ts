// The browser's client of /api/v1 for the shop (product page, contact, newsletter, consent).
// Creating it does no I/O, so importing this module during server rendering is harmless.
import { createApiClient } from "../../sdk/client";

export const api = createApiClient();
