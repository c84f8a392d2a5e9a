import type { RevisionSummary } from '@/lib/blog/editor';
import { formatDateTime } from '@/lib/format/date';
import { Button } from '@/components/ui/button';
import { fillText } from '@/lib/i18n/text-template';

import type { BlogEditorTexts } from './blog-editor-texts';

interface RevisionListProps {
  headingId: string;
  revisions: readonly RevisionSummary[];
  /** While a save or restore runs, no other restore starts. */
  busy: boolean;
  onRestore: (revisionId: string) => void;
  texts: BlogEditorTexts['revisions'];
}

/** The saved versions of the open post, newest first, each with 'Vrati'. */
export function RevisionList({ headingId, revisions, busy, onRestore, texts }: RevisionListProps) {
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {texts.heading}
      </h3>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.none}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 odd:bg-muted/50"
            >
              <time dateTime={revision.createdAt} className="tabular-nums">
                {formatDateTime(revision.createdAt)}
              </time>
              <span className="text-muted-foreground">{texts.reasons[revision.reason]}</span>
              <span className="min-w-0 flex-1 truncate">{revision.title}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onRestore(revision.id)}
                aria-label={fillText(texts.restoreLabel, formatDateTime(revision.createdAt))}
              >
                {texts.restore}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
