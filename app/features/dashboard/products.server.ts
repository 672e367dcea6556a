// Loaders of the dashboard's product pages. They call the same services as the JSON API (no
// fetch-to-self); later pages, and every write, go through the SDK from the browser.
import { data, type RouterContextProvider } from "react-router";
import { DASHBOARD_PAGE_SIZE, LISTING_PAGES } from "../../../domain/catalogue";
import { isNotFound } from "../../../server/services/errors";
import { listCategories } from "../../../server/services/categories";
import { getDashboardProduct, listDashboardProducts } from "../../../server/services/dashboard/products";
import { servicesFrom } from "../../lib/context.server";
import { requireArea, requireProductAction } from "./access.server";
import { SIZE_GUIDE_IDS } from "../../../domain/size-guides";
import { sizeGuideTitles } from "../../../server/services/size-guides/size-guides";
import type { CategoryGroup, GuideChoice } from "./product-form/form-model";

type Context = Readonly<RouterContextProvider>;

export async function loadProductList(request: Request, context: Context) {
  await requireArea(request, context, "products");
  const lowOnly = new URL(request.url).searchParams.get("stock") === "low";
  const page = await listDashboardProducts(servicesFrom(context).db, {
    limit: DASHBOARD_PAGE_SIZE,
    stock: lowOnly ? "low" : undefined,
  });
  return { ...page, lowOnly };
}

/** Sub-category choices grouped by shop page, in the shop's menu order (women, men, explore). */
async function categoryGroups(context: Context): Promise<CategoryGroup[]> {
  const rows = await listCategories(servicesFrom(context).db);
  return LISTING_PAGES.flatMap((page) => {
    const row = rows.find((r) => r.id === page);
    return row ? [{ page, subCategories: row.subCategories }] : [];
  });
}

/** The size guides' titles as the shop shows them (public text: no 'design' needed). */
async function guideChoices(context: Context): Promise<GuideChoice[]> {
  const titles = await sizeGuideTitles(servicesFrom(context));
  return SIZE_GUIDE_IDS.map((id) => ({ id, title: titles[id] }));
}

export async function loadNewProductForm(request: Request, context: Context) {
  const access = await requireArea(request, context, "products");
  requireProductAction(access, "add");
  return { categories: await categoryGroups(context), guides: await guideChoices(context) };
}

export async function loadEditProductForm(request: Request, context: Context, id: string) {
  const access = await requireArea(request, context, "products");
  requireProductAction(access, "edit");
  try {
    const product = await getDashboardProduct(servicesFrom(context).db, id);
    return { product, categories: await categoryGroups(context), guides: await guideChoices(context) };
  } catch (error) {
    // An unknown id is a real 404, shown inside the dashboard frame by the layout's boundary.
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}
