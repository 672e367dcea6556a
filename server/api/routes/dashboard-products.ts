import { z } from "zod";
import {
  dashboardProductsQuery,
  productInput,
  uploadResponse,
} from "../../../domain/contracts/dashboard-products";
import { productCardSchema, productSchema, productSizeSchema } from "../../../domain/contracts/products";
import { UPLOAD_ROUTE, acceptUpload } from "../../media/upload";
import {
  createProduct,
  getDashboardProduct,
  listDashboardProducts,
  removeProduct,
  updateProduct,
} from "../../services/dashboard/products";
import { catalogueChanged } from "../../services/catalogue/cached-reads";
import type { Services } from "../../services-type";
import { defineRoute, staffOnly } from "../registry";

const idParams = z.object({ id: z.string().min(1).max(64) });
const stockRow = z.object({ size: z.string(), color: z.string(), onHand: z.number().int() });
/** The form's product: sizes as staff wrote them, and the exact units on hand per variant. */
const dashboardProductSchema = productSchema.extend({
  stock: z.array(stockRow),
  /** When it was last saved: the edit form sends it back with its save (?version). */
  version: z.string(),
});
const productVersionQuery = z.strictObject({ version: z.iso.datetime().optional() });

/** After a staff write: the catalogue's caches are cleared everywhere before the answer goes out. */
async function changed<T>(services: Services, productId: string, answer: T): Promise<T> {
  await catalogueChanged(services, [productId]);
  return answer;
}

export const dashboardProductRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/products",
    summary:
      "Products, 10 newest first, cursor-paged, with stock totals ('stock=low': a variant at 3 or fewer)",
    ...staffOnly("products", "view"),
    query: dashboardProductsQuery,
    response: z.object({
      items: z.array(
        productCardSchema.extend({
          sizes: z.array(productSizeSchema),
          /** Units on hand over every variant. */
          totalStock: z.number().int(),
          /** Some variant is down to LOW_STOCK (3) or fewer. */
          lowStock: z.boolean(),
        }),
      ),
      nextCursor: z.string().nullable(),
    }),
    handler: ({ query, services }) => listDashboardProducts(services.db, query),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/products/{id}",
    summary: "One product, for the edit form, with its units on hand per size and colour",
    ...staffOnly("products", "view"),
    params: idParams,
    response: dashboardProductSchema,
    handler: ({ params, services }) => getDashboardProduct(services.db, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/products",
    summary: "Add a product",
    ...staffOnly("products", "add"),
    body: productInput,
    response: productSchema,
    successStatus: 201,
    handler: async ({ body, services, user }) => {
      const product = await createProduct(services.db, body, (await user())?.id ?? null);
      return changed(services, product.id, product);
    },
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/products/{id}",
    summary: "Edit a product; with ?version (from the product's GET), refused if it changed since",
    ...staffOnly("products", "edit"),
    params: idParams,
    query: productVersionQuery,
    body: productInput,
    response: productSchema,
    errors: { 409: "The product was saved by someone else since this version." },
    handler: async ({ params, query, body, services, user }) =>
      changed(
        services,
        params.id,
        await updateProduct(services.db, params.id, body, (await user())?.id ?? null, query.version),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/dashboard/products/{id}",
    summary: "Remove a product (past orders keep their copy)",
    ...staffOnly("products", "remove"),
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ params, services }) => {
      await removeProduct(services.db, params.id);
      return changed(services, params.id, { ok: true as const });
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/media",
    summary: "Upload a product image (JPEG, PNG, WebP or AVIF); returns its media key",
    ...staffOnly("products", ["add", "edit"]),
    upload: UPLOAD_ROUTE,
    response: uploadResponse,
    successStatus: 201,
    handler: ({ file, services }) => acceptUpload(services.media.blobs, file!),
  }),
];
