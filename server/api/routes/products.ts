import { z } from "zod";
import {
  productListQuery,
  productPageSchema,
  productSchema,
  productSearchQuery,
  filtersOf,
  suggestQuery,
  suggestionsSchema,
} from "../../../domain/contracts/products";
import { notFound } from "../../http/errors";
import {
  cachedListing,
  cachedProduct,
  cachedSearch,
  cachedSuggestions,
} from "../../services/catalogue/cached-reads";
import { defineRoute } from "../registry";

export const productRoutes = [
  defineRoute({
    method: "get",
    path: "/products",
    summary:
      "Products of a listing page (women, men, explore) or sub-category, filtered (size, color, price, availability: comma-separated choices) and sorted (newest first by default), cursor-paged",
    tag: "catalogue",
    access: "public",
    query: productListQuery,
    response: productPageSchema,
    cache: "public, max-age=30",
    handler: async ({ query, services }) => {
      const { items, nextCursor } = await cachedListing(services, {
        ...query,
        filters: filtersOf(query),
        sort: query.sort ?? null,
      });
      return { items, nextCursor };
    },
  }),
  defineRoute({
    method: "get",
    path: "/products/search",
    summary:
      "Ranked, typo-tolerant search over title, colours, sub-categories, materials, description and details, with the listing filters and sorts",
    tag: "catalogue",
    access: "public",
    query: productSearchQuery,
    response: productPageSchema,
    cache: "public, max-age=30",
    handler: async ({ query, services }) => {
      const { items, nextCursor } = await cachedSearch(services, {
        ...query,
        filters: filtersOf(query),
        sort: query.sort ?? null,
      });
      return { items, nextCursor };
    },
  }),
  defineRoute({
    method: "get",
    path: "/products/suggestions",
    summary: "Search-as-you-type: up to 6 products and the matching categories, from 2 characters",
    tag: "catalogue",
    access: "public",
    query: suggestQuery,
    response: suggestionsSchema,
    cache: "public, max-age=30",
    handler: ({ query, services }) => cachedSuggestions(services, query.q),
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
      const product = await cachedProduct(services, params.url);
      if (!product) throw notFound("No such product.");
      return product;
    },
  }),
];
