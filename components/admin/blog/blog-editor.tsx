import { textIn, textTableIn } from '@/lib/i18n/texts';
import type { EditorPost, RevisionSummary } from '@/lib/blog/editor';
import { SUGGESTED_TAGS } from '@/lib/blog/categories';
import { revisionsIn } from '@/lib/data/admin-blog';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { pageScript } from '@/lib/i18n/page-script';
import type { Script } from '@/lib/i18n/script';

import { BlogEditorFields } from './blog-editor-fields';
import { BLOG_EDITOR_TEXTS, type BlogEditorTexts } from './blog-editor-texts';

/** The editor's texts for a page in `script`: choices keep their stored values, their names as the page shows them. */
function blogEditorTexts(script: Script): BlogEditorTexts {
  const text = textIn(script);
  const choices = (values: readonly string[]) => values.map((value) => ({ value, label: text(value) }));
  return {
    ...textTableIn(script, BLOG_EDITOR_TEXTS),
    categories: choices(BLOG_CATEGORIES),
    suggestedTags: choices(SUGGESTED_TAGS),
  };
}

/**
 * The blog editor (spec §2 Blog, §4) in the page's script: its words converted on the server, the
 * post's fields as stored; the saved versions listed with their titles as the page shows them.
 */
export async function BlogEditor({
  initialPost,
  initialRevisions,
}: {
  initialPost: EditorPost;
  initialRevisions: RevisionSummary[];
}) {
  const { script } = await pageScript();
  return (
    <BlogEditorFields
      initialPost={initialPost}
      initialRevisions={revisionsIn(script, initialRevisions)}
      texts={blogEditorTexts(script)}
    />
  );
}
