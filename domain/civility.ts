// The server's civility schema, built from the zod-free rule in civility-codes.ts (which the
// browser imports instead of this module).
import { CIVILITY_RULE } from "./civility-codes";
import { fieldSchema } from "./form-rules-schema";

export { CIVILITIES, CIVILITY_LABELS, CIVILITY_RULE, isCivility, type Civility } from "./civility-codes";

export const civilitySchema = fieldSchema(CIVILITY_RULE);
