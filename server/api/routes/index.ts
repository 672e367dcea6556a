// The list of every /api/v1 endpoint. Add a feature's routes here; nothing else mounts them.
import type { AnyRoute } from "../registry";
import { accountRoutes } from "./account";
import { contentRoutes } from "./content";
import { countryRoutes } from "./countries";
import { dashboardAnalyticsRoutes } from "./dashboard-analytics";
import { dashboardDesignRoutes } from "./dashboard-design";
import { dashboardSizeGuideRoutes } from "./dashboard-size-guides";
import { dashboardMessageRoutes } from "./dashboard-messages";
import { dashboardOrderRoutes } from "./dashboard-orders";
import { dashboardPageRoutes } from "./dashboard-pages";
import { dashboardPeopleRoutes } from "./dashboard-people";
import { dashboardProductRoutes } from "./dashboard-products";
import { dashboardReturnRoutes } from "./dashboard-returns";
import { notifyRoutes } from "./notify";
import { orderRoutes } from "./orders";
import { pageRoutes } from "./pages";
import { productRoutes } from "./products";
import { returnRoutes } from "./returns";
import { viewerRoutes } from "./viewer";

export const apiRoutes: AnyRoute[] = [
  ...countryRoutes,
  ...productRoutes,
  ...notifyRoutes,
  ...orderRoutes,
  ...returnRoutes,
  ...accountRoutes,
  ...viewerRoutes,
  ...contentRoutes,
  ...dashboardProductRoutes,
  ...dashboardOrderRoutes,
  ...dashboardReturnRoutes,
  ...dashboardPeopleRoutes,
  ...dashboardAnalyticsRoutes,
  ...dashboardMessageRoutes,
  ...pageRoutes,
  ...dashboardPageRoutes,
  ...dashboardDesignRoutes,
  ...dashboardSizeGuideRoutes,
];
