// The catalogue as the bag sees it: a product by its url, read fresh from the API.
import type { BagProduct } from "../../../../domain/bag-item";
import type { Product } from "../../../../domain/contracts/products";
import { ApiClientError } from "../../../../sdk/client";
import { api } from "../../../lib/shop-api";
import type { Lookup } from "./bag-refresh";

export function toBagProduct(product: Product): BagProduct {
  return { ...product, productId: product.id };
}

/** A 404 means the product is gone; any other failure says nothing about it. */
export async function lookupProduct(url: string, signal?: AbortSignal): Promise<Lookup> {
  if (url === "") return { unknown: true };
  try {
    return { product: toBagProduct(await api.productByUrl(url, signal)) };
  } catch (error) {
    return error instanceof ApiClientError && error.status === 404 ? { gone: true } : { unknown: true };
  }
}
