// The shop's legal and FAQ documents: the live version, rendered to safe HTML on the server.
import { pageKeyParams, publicPageSchema } from "../../../domain/contracts/pages";
import { publicPage } from "../../services/pages/pages";
import { defineRoute } from "../registry";

export const pageRoutes = [
  defineRoute({
    method: "get",
    path: "/pages/{key}",
    summary: "A legal or FAQ document as the shop shows it (e.g. legal-return)",
    tag: "content",
    access: "public",
    params: pageKeyParams,
    response: publicPageSchema,
    cache: "public, max-age=30",
    handler: ({ params, services }) => publicPage(services, params.key),
  }),
];
