// Returns, customer side (docs/behaviour.md §4 Returns): the returns of one of my orders and a
// new request. Signed in on one's own order, or with the order's token (decision 31): the
// X-Order-Token header to read, `guestToken` in the body to ask.
import { z } from "zod";
import { orderReturnsSchema, returnRequestBody, returnSchema } from "../../../domain/contracts/returns";
import { ORDER_ID_PATTERN } from "../../../domain/ids";
import { listOrderReturns, requestOwnReturn } from "../../services/returns/customer";
import { defineRoute } from "../registry";

const orderIdParams = z.object({ id: z.string().regex(ORDER_ID_PATTERN, "Not an order id.") });

export const returnRoutes = [
  defineRoute({
    method: "get",
    path: "/orders/{id}/returns",
    summary: "The returns of one of my orders, and what each line may still be returned or exchanged for",
    tag: "orders",
    access: "public",
    params: orderIdParams,
    response: orderReturnsSchema,
    handler: async ({ params, c, services, user }) =>
      listOrderReturns(services, params.id, {
        user: await user(),
        guestToken: c.req.header("x-order-token"),
      }),
  }),
  defineRoute({
    method: "post",
    path: "/orders/{id}/returns",
    summary: "Ask to return or exchange delivered lines of one of my orders (within 30 days of delivery)",
    tag: "orders",
    access: "public",
    params: orderIdParams,
    body: returnRequestBody,
    response: returnSchema,
    successStatus: 201,
    errors: {
      409: "The return period has ended, the item was already returned or exchanged, or the size and colour is not available.",
    },
    handler: async ({ params, body, services, user }) =>
      requestOwnReturn(services, params.id, body, { user: await user(), guestToken: body.guestToken }),
  }),
];
