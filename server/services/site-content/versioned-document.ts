// One versioned document of the shop (the Design, the size guides): its live content for the shop,
// read once per process until the next publish, and the dashboard's draft, publish, restore and
// history, all through versions.ts. Each document names its key, its schema and its original
// content, and may check content further before it is stored (the Design's hero image).
import type { z } from "zod";
import type { SessionUser } from "../../auth/guards";
import { catalogueChanged } from "../catalogue/cached-reads";
import type { Services } from "../../services-type";
import * as versions from "./versions";

interface DocumentOptions<C> {
  /** The document's key in site_content, and its entry in the process cache. */
  key: string;
  schema: z.ZodType<C>;
  /** Version 1, and what an unreadable stored version (never expected) falls back to. */
  initial: C;
  /** Refuses content the schema cannot judge alone, before a draft or a version is stored. */
  check?: (services: Services, content: C) => Promise<unknown>;
}

const author = (user: SessionUser): versions.Author => ({ id: user.id, name: user.name });

/** What a publish names besides its content (domain/contracts/versioned-content.ts). */
export interface PublishInput<C> {
  content: C;
  basedOn: number;
  draftSavedAt?: string | null | undefined;
}

/** Saving a draft names the same: its text, the version it started from, the draft it replaces. */
export type DraftInput<C> = PublishInput<C>;

export function versionedDocument<C>({ key, schema, initial, check }: DocumentOptions<C>) {
  function contentOf(stored: unknown): C {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : initial;
  }
  const ensure = (services: Pick<Services, "db">) => versions.ensureContent(services.db, key, () => initial);

  async function detail(services: Services) {
    await ensure(services);
    const [rows, draft] = await Promise.all([
      versions.history(services.db, key),
      versions.getDraft(services.db, key),
    ]);
    const latest = rows[0]!;
    return {
      published: { info: versions.versionInfo(latest), content: contentOf(latest.content) },
      draft: draft ? { ...draft, content: contentOf(draft.content) } : null,
      history: rows.map(versions.versionInfo),
    };
  }

  return {
    /** The live content for every shop page, read once per process until the next publish. */
    live: (services: Pick<Services, "db" | "catalogue">) =>
      services.catalogue.get(key, async () => {
        const latest = await versions.latestVersion(services.db, key);
        return latest ? contentOf(latest.content) : initial;
      }),

    detail,

    async version(services: Services, number: number) {
      const row = await versions.getVersion(services.db, key, number);
      return { info: versions.versionInfo(row), content: contentOf(row.content) };
    },

    async saveDraft(services: Services, input: DraftInput<C>, user: SessionUser) {
      await ensure(services);
      await check?.(services, input.content);
      const saved = await versions.saveDraft(
        services.db,
        key,
        input.content,
        author(user),
        input.basedOn,
        input.draftSavedAt,
      );
      return { ...saved, content: input.content };
    },

    async discardDraft(services: Services, opened?: string) {
      await versions.discardDraft(services.db, key, opened);
      return detail(services);
    },

    async publish(services: Services, input: PublishInput<C>, user: SessionUser) {
      await ensure(services);
      await check?.(services, input.content);
      await versions.publish(services, key, input.content, {
        basedOn: input.basedOn,
        draftSavedAt: input.draftSavedAt,
        author: author(user),
      });
      await catalogueChanged(services);
      return detail(services);
    },

    async restore(services: Services, number: number, user: SessionUser, basedOn?: number) {
      await versions.restore(services, key, number, author(user), basedOn);
      await catalogueChanged(services);
      return detail(services);
    },

    /** Version 1 from the original content, when the document has none yet. */
    seed: ensure,
  };
}
