// The browser's dashboard client. Creating it does no I/O, so server rendering may import it.
import { createDashboardClient } from "../../../sdk/dashboard";

export const dashboardApi = createDashboardClient();
