'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

import { formDataOf } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { restoreBlogRevision } from '@/lib/actions/admin-blog';
import type { EditorPost, RevisionSummary } from '@/lib/blog/editor';

import type { BlogEditorTexts } from './blog-editor-texts';
import { useAutosave } from './use-autosave';
import { useBrowserCopy } from './use-browser-copy';
import { useEditorPost } from './use-editor-post';
import { usePostSave } from './use-post-save';
import { useSaveQueue } from './use-save-queue';

/**
 * The editor's commands (spec §4): draft, publish, new post, restore, over the open post's state
 * (`useEditorPost`), saved in turn (`useSaveQueue`), kept in the browser until the database has it
 * (`useBrowserCopy`) and autosaved every 30 s (`useAutosave`); one save: `usePostSave`.
 */
export function usePostDraft(
  initialPost: EditorPost,
  initialRevisions: RevisionSummary[],
  onHolding: (postId: string | null) => void,
  /** The save and restore failures in the page's script. */
  messages: BlogEditorTexts['messages'],
) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const editor = useEditorPost(initialPost, initialRevisions);
  const { postRef, dirty } = editor;
  // An opened post shows when it was last saved (its newest revision).
  const queue = useSaveQueue(() =>
    initialRevisions[0] ? { kind: 'saved', at: new Date(initialRevisions[0].createdAt) } : { kind: 'idle' },
  );
  const copy = useBrowserCopy(initialPost, editor.post, dirty);
  const restore = useAction(restoreBlogRevision, { fallbackError: messages.restoreFailed });
  const { save, pending } = usePostSave(editor, queue, onHolding, messages);

  useAutosave({
    current: () => postRef.current,
    kept: () => editor.keptRef.current,
    toDatabase: () => void save('autosave'),
    toBrowser: () => void queue.enqueue(async () => [null, { kind: 'kept-in-browser', at: new Date() }]),
  });

  function startOver() {
    copy.forget(null);
    editor.reset();
    onHolding(null);
    if (searchParams.get('post')) router.replace(`${pathname}?tab=blog`, { scroll: false });
    else router.refresh();
  }
  /** Unsaved text with a title is autosaved before the editor moves on (to a new post, to a restored version). */
  const autosaveFirst = async () => {
    if (dirty && postRef.current.title.trim() !== '') await save('autosave');
  };

  return {
    post: editor.post,
    update: editor.update,
    setTitle: editor.setTitle,
    revisions: editor.revisions,
    resetKey: editor.resetKey,
    status: queue.status,
    recovered: copy.recovered,
    acceptRecovered() {
      const taken = copy.accept();
      if (taken) editor.load(taken);
    },
    discardRecovered: copy.discard,
    busy: pending || restore.pending,
    async saveDraft() {
      if ((await save('draft')).ok) router.refresh();
    },
    async publish() {
      const result = await save('publish');
      if (!result.ok) return;
      copy.forget(result.data.id);
      startOver();
    },
    /** 'Novi post': unsaved text of the open post is autosaved first (and its browser copy kept). */
    async startNewPost() {
      await autosaveFirst();
      startOver();
    },
    async restoreRevision(revisionId: string) {
      await autosaveFirst();
      const result = await restore.run(formDataOf({ revisionId }));
      if (!result.ok) return;
      editor.applyRestored(result.data.post, result.data.revisions);
      queue.report({ kind: 'saved', at: new Date(result.data.savedAt) });
      router.refresh();
    },
  };
}
