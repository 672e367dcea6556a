// Every client of the SDK calls only /api/v1 endpoints the OpenAPI document describes.
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../server/api/routes/index";
import { buildOpenApi } from "../server/api/openapi";
import { ACCOUNT_ENDPOINTS } from "./account";
import { CHECKOUT_ENDPOINTS } from "./checkout";
import { SDK_ENDPOINTS } from "./client";
import { DASHBOARD_ENDPOINTS } from "./dashboard";
import { WISHLIST_ENDPOINTS } from "./wishlist";

describe("SDK endpoints", () => {
  const doc = buildOpenApi(apiRoutes);
  it.each([
    ["shop", SDK_ENDPOINTS],
    ["account", ACCOUNT_ENDPOINTS],
    ["checkout", CHECKOUT_ENDPOINTS],
    ["dashboard", DASHBOARD_ENDPOINTS],
    ["wishlist", WISHLIST_ENDPOINTS],
  ] as const)("the %s client calls only endpoints the OpenAPI document describes", (_client, endpoints) => {
    for (const [method, path] of endpoints) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
