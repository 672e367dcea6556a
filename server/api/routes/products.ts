import { z } from "zod";
import {
  productCardSchema,
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
  cachedRelated,
  cachedSearch,
  cachedSuggestions,
} from "../../services/catalogue/cached-reads";
import { defineRoute } from "../registry";

// Every catalogue read is public and may be cached for 30 seconds.
const catalogueRead = { tag: "catalogue", access: "public", cache: "public, max-age=30" } as const;

/** A listing or search query as the catalogue reads it: the filters parsed, no sort by default. */
function readRequest<Q extends Parameters<typeof filtersOf>[0] & { sort?: string | undefined }>(query: Q) {
  return { ...query, filters: filtersOf(query), sort: query.sort ?? null };
}

/** The page the API answers: the products and the next cursor, without the facets' counts. */
function pageOf<P extends { items: unknown[]; nextCursor: string | null }>({ items, nextCursor }: P) {
  return { items, nextCursor };
}

export const productRoutes = [
  defineRoute({
    method: "get",
    path: "/products",
    summary:
      "Products of a listing page (women, men, explore) or sub-category, filtered (size, color, price, availability: comma-separated choices) and sorted (newest first by default), cursor-paged",
    ...catalogueRead,
    query: productListQuery,
    response: productPageSchema,
    handler: async ({ query, services }) => pageOf(await cachedListing(services, readRequest(query))),
  }),
  defineRoute({
    method: "get",
    path: "/products/search",
    summary:
      "Ranked, typo-tolerant search over title, colours, sub-categories, materials, description and details, with the listing filters and sorts",
    ...catalogueRead,
    query: productSearchQuery,
    response: productPageSchema,
    handler: async ({ query, services }) => pageOf(await cachedSearch(services, readRequest(query))),
  }),
  defineRoute({
    method: "get",
    path: "/products/suggestions",
    summary: "Search-as-you-type: up to 6 products and the matching categories, from 2 characters",
    ...catalogueRead,
    query: suggestQuery,
    response: suggestionsSchema,
    handler: ({ query, services }) => cachedSuggestions(services, query.q),
  }),
  defineRoute({
    method: "get",
    path: "/products/by-url/{url}",
    summary: "One product by its url slug",
    ...catalogueRead,
    params: z.object({ url: z.string().min(1).max(200) }),
    response: productSchema,
    handler: async ({ params, services }) => {
      const product = await cachedProduct(services, params.url);
      if (!product) throw notFound("No such product.");
      return product;
    },
  }),
  defineRoute({
    method: "get",
    path: "/products/by-url/{url}/related",
    summary:
      "'You May Also Like': up to 4 other pieces, of the pages the product is shown on and not out of stock, sharing its rarest sub-categories first",
    ...catalogueRead,
    params: z.object({ url: z.string().min(1).max(200) }),
    response: z.object({ items: z.array(productCardSchema) }),
    handler: async ({ params, services }) => {
      const product = await cachedProduct(services, params.url);
      if (!product) throw notFound("No such product.");
      return { items: await cachedRelated(services, product.id) };
    },
  }),
];
