import { z } from "zod";

export const countrySchema = z.object({
  name: z.object({ common: z.string() }),
  cca3: z.string().length(3),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponse = z.array(countrySchema);
