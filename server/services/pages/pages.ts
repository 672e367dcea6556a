// Pages: the legal and FAQ documents staff write in Markdown. The shop reads the live version
// rendered to safe HTML (cached per process, cleared everywhere on publish); the dashboard reads
// and writes drafts and versions through site-content/versions.ts.
import {
  pageContentSchema,
  type PageContent,
  type PublicPage,
  type RenderedBody,
} from "../../../domain/contracts/pages";
import { PAGE_DOCUMENTS, type PageKey } from "../../../domain/page-documents";
import type { SessionUser } from "../../auth/guards";
import { invalid } from "../errors";
import { catalogueChanged } from "../catalogue/cached-reads";
import type { Services } from "../../services-type";
import * as versions from "../site-content/versions";
import type { DraftInput, PublishInput } from "../site-content/versioned-document";
import { DEFAULT_PAGES } from "./default-pages";
import { markdownProblem, renderMarkdown } from "./markdown";

/** Refuses (400, naming the field) a body the renderer would have to neutralise. */
function checkContent(content: PageContent): PageContent {
  const problem = markdownProblem(content.body);
  if (problem) throw invalid("The text cannot be saved as it is.", { body: problem });
  return content;
}

/** A stored version's content; an unreadable one (never expected) falls back to the original text. */
function contentOf(key: PageKey, stored: unknown): PageContent {
  const parsed = pageContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_PAGES[key];
}

const author = (user: SessionUser): versions.Author => ({ id: user.id, name: user.name });

export const renderBody = (body: string): RenderedBody => renderMarkdown(body);

async function loadPublicPage(services: Pick<Services, "db">, key: PageKey): Promise<PublicPage> {
  const latest = await versions.latestVersion(services.db, key);
  const content = latest ? contentOf(key, latest.content) : DEFAULT_PAGES[key];
  return {
    key,
    title: content.title,
    summary: content.summary,
    effectiveFrom: content.effectiveFrom,
    version: latest?.number ?? 1,
    body: renderMarkdown(content.body),
  };
}

/** The live document as the shop shows it, rendered once per process until the next publish. */
export const publicPage = (services: Pick<Services, "db" | "catalogue">, key: PageKey) =>
  services.catalogue.get(`page\u0000${key}`, () => loadPublicPage(services, key));

// ── dashboard ────────────────────────────────────────────────────────────────────────────────

const ensure = (services: Pick<Services, "db">, key: PageKey) =>
  versions.ensureContent(services.db, key, () => DEFAULT_PAGES[key]);

function infoOf(key: PageKey, row: Awaited<ReturnType<typeof versions.history>>[number]) {
  const content = contentOf(key, row.content);
  return { ...versions.versionInfo(row), title: content.title, effectiveFrom: content.effectiveFrom };
}

export async function listPages(services: Services) {
  const items = [];
  for (const { key } of PAGE_DOCUMENTS) {
    await ensure(services, key);
    const [latest, draft] = await Promise.all([
      versions.latestVersion(services.db, key),
      versions.getDraft(services.db, key),
    ]);
    items.push({
      key,
      title: latest ? contentOf(key, latest.content).title : DEFAULT_PAGES[key].title,
      published: latest ? infoOf(key, latest) : null,
      draft: draft ? { savedAt: draft.savedAt, savedBy: draft.savedBy } : null,
    });
  }
  return { items };
}

export async function pageDetail(services: Services, key: PageKey) {
  await ensure(services, key);
  const [rows, draft] = await Promise.all([
    versions.history(services.db, key),
    versions.getDraft(services.db, key),
  ]);
  const latest = rows[0]!;
  return {
    key,
    published: { info: infoOf(key, latest), content: contentOf(key, latest.content) },
    draft: draft ? { ...draft, content: contentOf(key, draft.content) } : null,
    history: rows.map((r) => infoOf(key, r)),
  };
}

export async function pageVersion(services: Services, key: PageKey, number: number) {
  const row = await versions.getVersion(services.db, key, number);
  return { info: infoOf(key, row), content: contentOf(key, row.content) };
}

export async function savePageDraft(
  services: Services,
  key: PageKey,
  input: DraftInput<PageContent>,
  user: SessionUser,
) {
  await ensure(services, key);
  const saved = await versions.saveDraft(
    services.db,
    key,
    checkContent(input.content),
    author(user),
    input.basedOn,
    input.draftSavedAt,
  );
  return { ...saved, content: input.content };
}

export async function discardPageDraft(services: Services, key: PageKey, opened?: string) {
  await versions.discardDraft(services.db, key, opened);
  return pageDetail(services, key);
}

export async function publishPage(
  services: Services,
  key: PageKey,
  input: PublishInput<PageContent>,
  user: SessionUser,
) {
  await ensure(services, key);
  await versions.publish(services, key, checkContent(input.content), {
    basedOn: input.basedOn,
    draftSavedAt: input.draftSavedAt,
    author: author(user),
  });
  await catalogueChanged(services);
  return pageDetail(services, key);
}

export async function restorePage(
  services: Services,
  key: PageKey,
  number: number,
  user: SessionUser,
  basedOn?: number,
) {
  await versions.restore(services, key, number, author(user), basedOn);
  await catalogueChanged(services);
  return pageDetail(services, key);
}

/** Seeding: version 1 of every document, from the original texts. */
export async function seedPages(services: Pick<Services, "db">): Promise<void> {
  for (const { key } of PAGE_DOCUMENTS) await ensure(services, key);
}
