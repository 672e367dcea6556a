// What every versioned document's page does around its editor (a Pages document, the Design, the
// size guides): the notices, the version opened from the history, and the four writes (save or
// discard the draft, publish, restore), each followed by a reload with its confirmation. The
// page names its own API calls and the words of its confirmations.
import { useRef, useState } from "react";
import type { DashboardArea } from "../../../../domain/types";
import type { EditorBase } from "../../../../sdk/dashboard";
import { BehindDraftWarning } from "./behind-draft-warning";
import { ConfirmDialog } from "../confirm-dialog";
import { useCan } from "../frame-data";
import type { PublishAction } from "./publish-actions";
import { useVersionNotices } from "./use-version-notices";
import type { VersionItem } from "./version-history";

interface Published {
  published: { info: { number: number } };
}

export interface VersionedDetail<C> {
  published: { info: VersionItem; content: C };
  /** `basedOn`: the version the draft's text started from (null for a draft saved before it was kept). */
  draft: { content: C; savedAt: string; basedOn: number | null } | null;
  history: VersionItem[];
}

export interface VersionedContentOptions<C> {
  /** The permission area whose 'edit' allows writing. */
  area: DashboardArea;
  /** Where the confirmation's link goes: the shop page that shows the document. */
  shopHref: string;
  loadVersion: (number: number) => Promise<{ content: C }>;
  /** `base.draftSavedAt`: the stored draft this page shows, which the save replaces (null: none). */
  saveDraft: (content: C, base: EditorBase) => Promise<{ savedAt: string }>;
  /** `savedAt`: the draft this page shows; one saved by someone since is not discarded (a 409). */
  discardDraft: (savedAt: string) => Promise<unknown>;
  publish: (content: C, base: EditorBase) => Promise<Published>;
  /** `basedOn`: the live version the editor saw (a conflict if another was published since). */
  restore: (number: number, basedOn: number) => Promise<Published>;
  /** After Save Draft, e.g. 'The draft has been saved. The shop still shows the published Design.' */
  draftSaved: string;
  published: (number: number) => string;
  restored: (number: number, as: number) => string;
}

export function useVersionedContent<C>(detail: VersionedDetail<C>, options: VersionedContentOptions<C>) {
  const canEdit = useCan(options.area, "edit");
  // What the editor holds unsaved, and a replacement of its content waiting for the answer.
  const [unsaved, setUnsaved] = useState(false);
  const [asking, setAsking] = useState<{ what: string; act: () => void } | null>(null);
  const unlessUnsaved = (what: string, act: () => void) => (unsaved ? setAsking({ what, act }) : act());
  const { notices, opened, open, reload, clear } = useVersionNotices(
    options.shopHref,
    async (number) => (await options.loadVersion(number)).content,
    (act) => unlessUnsaved("Going back to the saved text", act),
  );
  const question = (
    <ConfirmDialog
      open={asking !== null}
      title="Replace your changes?"
      confirmLabel="Replace them"
      dismissLabel="Keep editing"
      busy={false}
      onConfirm={() => {
        asking?.act();
        setAsking(null);
      }}
      onOpenChange={(next) => {
        if (!next) setAsking(null);
      }}
    >
      <p>Your changes in the editor have not been saved. {asking?.what} replaces them.</p>
    </ConfirmDialog>
  );
  const live = detail.published.info;
  // The live version the editor has said this very draft may replace (after comparing them):
  // another draft, or another live version, is not covered by it.
  const [replacing, setReplacing] = useState<{ live: number; draft: string } | null>(null);
  const draft = opened ? null : detail.draft;
  const draftBase = draft?.basedOn ?? live.number;
  const behind = draft !== null && draftBase < live.number;
  const accepted = replacing !== null && replacing.live === live.number && replacing.draft === draft?.savedAt;
  // What the editor's text started from: the draft's version (a conflict if another was published
  // since, until the editor accepts replacing it), else the live one; and the draft it opened.
  const base: EditorBase = {
    basedOn: behind && !accepted ? draftBase : live.number,
    draftSavedAt: draft?.savedAt ?? null,
  };

  // This page's own last draft write: until the page is read again (the buttons are free before
  // that), the draft stored is the one it wrote, not the one the page still shows.
  const wrote = useRef<{ over: string | null; now: string | null } | null>(null);

  async function onSubmit(action: PublishAction, content: C) {
    clear();
    // A draft is saved over, or discarded, only if it is still the one this page shows (even
    // with an older version opened from the history): someone's newer draft is a 409.
    const onPage = detail.draft?.savedAt ?? null;
    const shown = wrote.current?.over === onPage ? wrote.current.now : onPage;
    if (action === "discard") {
      if (shown) await options.discardDraft(shown);
      wrote.current = { over: onPage, now: null };
      return reload("The draft has been discarded.");
    }
    if (action === "draft") {
      const saved = await options.saveDraft(content, { basedOn: base.basedOn, draftSavedAt: shown });
      wrote.current = { over: onPage, now: saved.savedAt };
      return reload(options.draftSaved);
    }
    const saved = await options.publish(content, base);
    reload(options.published(saved.published.info.number));
  }

  return {
    live,
    notices: (
      <>
        {notices}
        {behind ? (
          <BehindDraftWarning
            basedOn={draftBase}
            live={live}
            accepted={accepted}
            onAccept={() => draft && setReplacing({ live: live.number, draft: draft.savedAt })}
          />
        ) : null}
        {question}
      </>
    ),
    /** The editor starts again from what it shows (the live text, the draft, an opened version). */
    editorKey: `${live.number}-${detail.draft?.savedAt ?? ""}-${opened?.number ?? ""}`,
    editor: {
      initial: opened?.content ?? detail.draft?.content ?? detail.published.content,
      hasDraft: detail.draft !== null,
      canEdit,
      onSubmit,
      onUnsavedChange: setUnsaved,
    },
    history: {
      history: detail.history,
      canEdit,
      onOpen: (number: number) => unlessUnsaved(`Opening version ${number}`, () => void open(number)),
      onRestore: async (number: number) => {
        clear();
        const saved = await options.restore(number, live.number);
        reload(options.restored(number, saved.published.info.number));
      },
    },
  };
}
