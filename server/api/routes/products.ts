import { z } from "zod";
import {
  productListQuery,
  productPageSchema,
  productSchema,
  productSearchQuery,
} from "../../../domain/contracts/products";
import { notFound } from "../../http/errors";
import { getProductByUrl } from "../../services/catalogue/get-product";
import { listProducts } from "../../services/catalogue/list-products";
import { searchProducts } from "../../services/catalogue/search-products";
import { defineRoute } from "../registry";

export const productRoutes = [
  defineRoute({
    method: "get",
    path: "/products",
    summary: "Products of a listing page (women, men, explore) or sub-category, newest first, cursor-paged",
    tag: "catalogue",
    access: "public",
    query: productListQuery,
    response: productPageSchema,
    cache: "public, max-age=30",
    handler: ({ query, services }) => listProducts(services.db, query),
  }),
  defineRoute({
    method: "get",
    path: "/products/search",
    summary: "Ranked, typo-tolerant search over title, sub-categories, materials and description",
    tag: "catalogue",
    access: "public",
    query: productSearchQuery,
    response: productPageSchema,
    cache: "public, max-age=30",
    handler: ({ query, services }) => searchProducts(services.db, query),
  }),
  defineRoute({
    method: "get",
    path: "/products/by-url/{url}",
    summary: "One product by its url slug",
    tag: "catalogue",
    access: "public",
    params: z.object({ url: z.string().min(1).max(200) }),
    response: productSchema,
    cache: "public, max-age=30",
    handler: async ({ params, services }) => {
      const product = await getProductByUrl(services.db, params.url);
      if (!product) throw notFound("No such product.");
      return product;
    },
  }),
];
