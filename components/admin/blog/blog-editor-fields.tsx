'use client';

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { EditorPost, RevisionSummary } from '@/lib/blog/editor';

import type { BlogEditorTexts } from './blog-editor-texts';
import { ContentEditor } from './content-editor';
import { HeaderImageFields, PostDetailsFields, SeoFields } from './post-fields';
import { RevisionList } from './revision-list';
import { RecoveredCopyOffer, SaveIndicator } from './save-indicator';
import { TagInput } from './tag-input';
import { usePostDraft } from './use-post-draft';

interface BlogEditorFieldsProps {
  initialPost: EditorPost;
  initialRevisions: RevisionSummary[];
  /** Its words in the page's script. */
  texts: BlogEditorTexts;
}

interface PostEditorProps extends BlogEditorFieldsProps {
  /** The post this editor now holds (its id after a new post's first save, null after 'Novi post'). */
  onHolding: (postId: string | null) => void;
}

/**
 * One editor per opened post: another post (from the list) starts a fresh editor, but a new post's
 * first save keeps the editor it was written in. That save puts the post in the address and the
 * refreshed page then opens it; a fresh editor there would replace what was typed while the page
 * was refreshing with the saved text.
 */
export function BlogEditorFields({ initialPost, initialRevisions, texts }: BlogEditorFieldsProps) {
  const [holding, setHolding] = useState<string | null>(null);
  const opened = initialPost.id;
  const key = opened === null || opened === holding ? 'new' : opened;
  return (
    <PostEditor
      key={key}
      initialPost={initialPost}
      initialRevisions={initialRevisions}
      onHolding={setHolding}
      texts={texts}
    />
  );
}

/**
 * The blog editor (spec §2 Blog, §4): every field of a post, Markdown with formatting buttons and a
 * preview through the public page's sanitised renderer, autosave every 30 s, revisions, and a copy
 * of unsaved text in the browser that is offered back after a reload or a lost connection
 * (the post and its commands: `usePostDraft`).
 */
function PostEditor({ initialPost, initialRevisions, onHolding, texts }: PostEditorProps) {
  const id = useId();
  const idFor = (name: string) => `${id}-${name}`;
  const draft = usePostDraft(initialPost, initialRevisions, onHolding, texts.messages);
  const { post, update, resetKey, busy } = draft;
  const fields = { idFor, post, update, setTitle: draft.setTitle, resetKey, texts };

  return (
    <section aria-labelledby={idFor('heading')} className="grid gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={idFor('heading')} className="text-xl font-bold">
          {post.id ? texts.editing : texts.newPost}
          {post.id ? (
            <span className="ml-3 rounded-full bg-muted px-2.5 py-0.5 align-middle text-xs font-semibold text-muted-foreground">
              {post.published ? texts.published : texts.draft}
            </span>
          ) : null}
        </h2>
        <SaveIndicator status={draft.status} texts={texts.save} />
      </div>

      {draft.recovered ? (
        <RecoveredCopyOffer
          savedAt={draft.recovered.savedAt}
          onAccept={draft.acceptRecovered}
          onDiscard={draft.discardRecovered}
          texts={texts.save}
        />
      ) : null}

      <form className="grid gap-5" onSubmit={(event) => event.preventDefault()} aria-label={texts.form}>
        <PostDetailsFields {...fields} />
        <TagInput
          key={`tags-${resetKey}`}
          id={idFor('tag')}
          tags={post.tags}
          onChange={(tags) => update('tags', tags)}
          texts={texts.tags}
          suggested={texts.suggestedTags}
        />
        <ContentEditor
          key={`content-${resetKey}`}
          id={idFor('content')}
          content={post.content}
          onChange={(content) => update('content', content)}
          texts={texts.content}
        />
        <HeaderImageFields {...fields} />
        <SeoFields {...fields} />

        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => void draft.saveDraft()}>
            {texts.saveDraft}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void draft.publish()}>
            {texts.publish}
          </Button>
          {post.id ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void draft.startNewPost()}>
              {texts.newPost}
            </Button>
          ) : null}
        </div>
      </form>

      {post.id ? (
        <RevisionList
          headingId={idFor('revisions')}
          revisions={draft.revisions}
          busy={busy}
          onRestore={(revisionId) => void draft.restoreRevision(revisionId)}
          texts={texts.revisions}
        />
      ) : null}
    </section>
  );
}
