// The six endpoints of a versioned document edited in the dashboard (the Design, the size guides):
// read it, read one version, save or discard the draft, publish, restore. Each document names its
// path, its permission area, its contracts (domain/contracts/versioned-content.ts), its service
// (server/services/site-content/versioned-document.ts) and the words of its API description.
import type { z } from "zod";
import type { DashboardArea } from "../../../domain/types";
import type { SessionUser } from "../../auth/guards";
import type { Services } from "../../services-type";
import type { DraftInput, PublishInput } from "../../services/site-content/versioned-document";
import { discardDraftQuery, restoreBody } from "../../../domain/contracts/versioned-content";
import { defineRoute } from "../registry";

interface Contracts<C, Detail, Version, Draft> {
  content: z.ZodType<C>;
  versionParams: z.ZodType<{ number: number }>;
  draftBody: z.ZodType<DraftInput<C>>;
  publishBody: z.ZodType<PublishInput<C>>;
  detail: z.ZodType<Detail>;
  version: z.ZodType<Version>;
  draft: z.ZodType<Draft>;
}

interface DocumentService<C, Detail, Version, Draft> {
  detail(services: Services): Promise<Detail>;
  version(services: Services, number: number): Promise<Version>;
  saveDraft(services: Services, input: DraftInput<C>, user: SessionUser): Promise<Draft>;
  discardDraft(services: Services, opened?: string): Promise<Detail>;
  publish(services: Services, input: PublishInput<C>, user: SessionUser): Promise<Detail>;
  restore(services: Services, number: number, user: SessionUser, basedOn?: number): Promise<Detail>;
}

interface VersionedDocumentRoutes<C, Detail, Version, Draft> {
  /** e.g. "/dashboard/design"; the others hang below it. */
  path: string;
  area: DashboardArea;
  contracts: Contracts<C, Detail, Version, Draft>;
  service: DocumentService<C, Detail, Version, Draft>;
  /** The OpenAPI summaries, and the description of the 409 a stale publish gets. */
  summaries: Record<"detail" | "version" | "saveDraft" | "discardDraft" | "publish" | "restore", string>;
  conflict: string;
}

/** The 409 of a save or discard that names a draft other than the stored one. */
export const draftConflict = "Another draft was saved since the editor opened the document.";

export function versionedDocumentRoutes<C, Detail, Version, Draft>({
  path,
  area,
  contracts,
  service,
  summaries,
  conflict,
}: VersionedDocumentRoutes<C, Detail, Version, Draft>) {
  const view = { area, action: "view" } as const;
  const edit = { area, action: "edit" } as const;
  return [
    defineRoute({
      method: "get",
      path,
      summary: summaries.detail,
      tag: "dashboard",
      access: view,
      response: contracts.detail,
      handler: ({ services }) => service.detail(services),
    }),
    defineRoute({
      method: "get",
      path: `${path}/versions/{number}`,
      summary: summaries.version,
      tag: "dashboard",
      access: view,
      params: contracts.versionParams,
      response: contracts.version,
      handler: ({ params, services }) => service.version(services, params.number),
    }),
    defineRoute({
      method: "put",
      path: `${path}/draft`,
      summary: summaries.saveDraft,
      tag: "dashboard",
      access: edit,
      body: contracts.draftBody,
      response: contracts.draft,
      errors: { 409: draftConflict },
      handler: async ({ body, services, user }) => service.saveDraft(services, body, (await user())!),
    }),
    defineRoute({
      method: "delete",
      path: `${path}/draft`,
      summary: summaries.discardDraft,
      tag: "dashboard",
      access: edit,
      query: discardDraftQuery,
      response: contracts.detail,
      errors: { 409: draftConflict },
      handler: ({ query, services }) => service.discardDraft(services, query.draftSavedAt),
    }),
    defineRoute({
      method: "post",
      path: `${path}/publish`,
      summary: summaries.publish,
      tag: "dashboard",
      access: edit,
      body: contracts.publishBody,
      response: contracts.detail,
      errors: { 409: conflict },
      handler: async ({ body, services, user }) => service.publish(services, body, (await user())!),
    }),
    defineRoute({
      method: "post",
      path: `${path}/versions/{number}/restore`,
      summary: summaries.restore,
      tag: "dashboard",
      access: edit,
      params: contracts.versionParams,
      body: restoreBody,
      response: contracts.detail,
      errors: { 409: conflict },
      handler: async ({ params, body, services, user }) =>
        service.restore(services, params.number, (await user())!, body?.basedOn),
    }),
  ];
}
