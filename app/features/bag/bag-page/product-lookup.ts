// The catalogue as the bag sees it: a product by its url, read fresh from the API.
import type { BagProduct } from "../../../../domain/bag-item";
import type { Product } from "../../../../domain/contracts/products";
import { ApiClientError } from "../../../../sdk/client";
import { api } from "../../../lib/shop-api";
import type { Lookup } from "./bag-refresh";

export function toBagProduct(product: Product): BagProduct {
  return { ...product, productId: product.id };
}

/**
 * A 404 means the product is gone; any other failure says nothing about it. Always fresh: the
 * browser may hold this product from a page seen seconds ago, before the stock that a refused
 * order just named ran low (issue 18: the bag shows the refusal next to the line).
 */
export async function lookupProduct(url: string, signal?: AbortSignal): Promise<Lookup> {
  if (url === "") return { unknown: true };
  try {
    return { product: toBagProduct(await api.productByUrl(url, signal, { fresh: true })) };
  } catch (error) {
    return error instanceof ApiClientError && error.status === 404 ? { gone: true } : { unknown: true };
  }
}
