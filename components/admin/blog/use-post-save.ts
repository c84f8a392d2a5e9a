'use client';

import { usePathname, useSearchParams } from 'next/navigation';

import { formDataOf } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { autosaveBlogPost, publishBlogPost, saveBlogDraft, type SavedPostData } from '@/lib/actions/admin-blog';
import type { ActionResult } from '@/lib/actions/result';
import type { EditorPost } from '@/lib/blog/editor';
import type { BlogSaveMode } from '@/lib/validation/admin-blog';

import type { BlogEditorTexts } from './blog-editor-texts';
import type { useEditorPost } from './use-editor-post';
import type { useSaveQueue } from './use-save-queue';

/** The editor's post as the save actions read it: its texts and id, `featured` as a checkbox, the tags repeated. */
function postFormData({ id, tags, featured, published, ...texts }: EditorPost): FormData {
  const data = formDataOf({ ...texts, id: id ?? '' });
  if (featured) data.set('featured', 'on');
  for (const tag of tags) data.append('tags', tag);
  return data;
}

/**
 * One save of the open post (autosave, draft or publish), queued after the others and always of
 * the newest text; its answer applied to the post. A new post's first save makes it 'already
 * saved' (spec §4): its id goes in the address, so a reload opens it, and this editor keeps it.
 */
export function usePostSave(
  editor: ReturnType<typeof useEditorPost>,
  queue: ReturnType<typeof useSaveQueue>,
  onHolding: (postId: string | null) => void,
  messages: BlogEditorTexts['messages'],
) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const runners = {
    autosave: useAction(autosaveBlogPost, { fallbackError: messages.draftFailed, quiet: true }),
    draft: useAction(saveBlogDraft, { fallbackError: messages.draftFailed }),
    publish: useAction(publishBlogPost, { fallbackError: messages.publishFailed }),
  } satisfies Record<BlogSaveMode, unknown>;

  const save = (mode: BlogSaveMode) =>
    queue.enqueue<ActionResult<SavedPostData>>(async () => {
      const sent = editor.postRef.current;
      const result = await runners[mode].run(postFormData(sent));
      if (!result.ok) {
        const message = messages[mode === 'publish' ? 'publishFailed' : 'draftFailed'];
        return [result, { kind: 'failed', message }];
      }
      const { data } = result;
      if (mode === 'publish') editor.keptRef.current = sent;
      // A published post is never changed by autosave: only a revision is kept.
      else editor.applySaved(sent, data, !(mode === 'autosave' && sent.published));
      if (mode !== 'publish' && sent.id === null) {
        onHolding(data.id);
        const params = new URLSearchParams(searchParams.toString());
        params.set('post', data.id);
        window.history.replaceState(null, '', `${pathname}?${params.toString()}`);
      }
      return [result, { kind: 'saved', at: new Date(data.savedAt) }];
    });

  return { save, pending: runners.draft.pending || runners.publish.pending };
}
