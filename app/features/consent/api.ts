import { createApiClient } from "../../../sdk/client";

export const api = createApiClient();
