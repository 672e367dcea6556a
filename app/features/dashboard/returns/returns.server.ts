// Loaders of the Returns pages (part of the orders area, behind its 'returns' action, decision 75).
// They call the same services as the JSON API; the steps go through the SDK from the browser.
import { data, redirect, type RouterContextProvider } from "react-router";
import { dashboardReturnsQuery } from "../../../../domain/contracts/dashboard-returns";
import { RETURN_ID_PATTERN } from "../../../../domain/returns";
import { ApiError } from "../../../../server/http/errors";
import { listReturns, staffReturnDetail } from "../../../../server/services/returns/staff-read";
import { servicesFrom } from "../../../lib/context.server";
import { can, requireArea } from "../access.server";
import { RETURNS_PAGE_SIZE, type ReturnFilterValues } from "./return-filters-model";

type Context = Readonly<RouterContextProvider>;

async function requireReturns(request: Request, context: Context): Promise<void> {
  const access = await requireArea(request, context, "orders");
  if (!can(access, "orders", "returns")) throw redirect("/dashboard");
}

export async function loadReturnList(request: Request, context: Context) {
  await requireReturns(request, context);
  const url = new URL(request.url);
  const get = (key: string) => url.searchParams.get(key)?.trim() ?? "";
  const values: ReturnFilterValues = { status: get("status"), q: get("q") };
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
  const parsed = dashboardReturnsQuery.safeParse({ ...given, limit: RETURNS_PAGE_SIZE });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "These filters could not be read.";
    return { values, applied: null, error, page: null };
  }
  const { cursor: _cursor, limit: _limit, ...applied } = parsed.data;
  const page = await listReturns(servicesFrom(context).db, parsed.data);
  return { values, applied, error: null, page };
}

export async function loadReturn(request: Request, context: Context, id: string) {
  await requireReturns(request, context);
  const returnId = id.toUpperCase();
  if (!RETURN_ID_PATTERN.test(returnId)) throw data(null, { status: 404 });
  try {
    return { ret: await staffReturnDetail(servicesFrom(context).db, returnId) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
