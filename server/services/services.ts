// The Services type lives at the server's root now (server/services-type.ts), so auth, http and
// the seed need not import up into services/. Kept one step for branches written against it.
export type { Services } from "../services-type";
