'use client';

import Link from 'next/link';
import { AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { InlineEditActions, InlineEditButton } from '@/components/admin/inline-edit-buttons';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { useInlineEditing } from '@/components/admin/use-inline-editing';
import { saveContentSection } from '@/lib/actions/admin-content';
import type { AdminContentSection } from '@/lib/data/content';
import { CONTENT_MESSAGES, CONTENT_SECTION_LABELS as LABELS } from '@/lib/validation/admin-content';

/** A section's texts, in the order the card shows them. */
const SECTION_TEXTS = ['title', 'subtitle', 'content', 'buttonText', 'buttonLink'] as const;
type SectionText = (typeof SECTION_TEXTS)[number];

interface ContentSectionCardProps {
  section: AdminContentSection;
  /** The public page that shows this section. */
  pagePath: string | null;
}

/** One section: its texts, then (after 'Uredi') the same texts as fields with save and cancel (spec §4). */
export function ContentSectionCard({ section, pagePath }: ContentSectionCardProps) {
  const { editing, open, close, formRef, editButtonRef } = useInlineEditing();
  const { pending, formProps, errorFor } = useAction(saveContentSection, {
    fallbackError: CONTENT_MESSAGES.saveFailed,
    onSuccess: close,
  });
  const headingId = `section-${section.id}`;
  /** A text's field: its label, its stored value and its message all follow from its key. */
  const textField = (key: SectionText) => ({
    label: LABELS[key],
    name: key,
    defaultValue: section[key] ?? '',
    error: errorFor(key),
  });

  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-mono text-sm font-semibold">
            {section.sectionKey}
          </h3>
          {pagePath ? (
            <Link href={pagePath} className="text-xs text-primary underline-offset-4 hover:underline">
              Stranica: {pagePath}
            </Link>
          ) : null}
        </div>
        {editing ? null : <InlineEditButton ref={editButtonRef} onClick={open} label={`Uredi ${section.sectionKey}`} />}
      </div>

      {editing ? (
        <form
          ref={formRef}
          {...formProps}
          noValidate
          className="grid gap-3"
          aria-label={`Uređivanje sekcije ${section.sectionKey}`}
        >
          <input type="hidden" name="id" value={section.id} />
          <div className="grid gap-3 md:grid-cols-2">
            <AdminTextField {...textField('title')} foreignMark />
            <AdminTextField {...textField('subtitle')} foreignMark />
          </div>
          <AdminTextArea {...textField('content')} rows={6} foreignMark hint="Prazan red odvaja pasuse." />
          <div className="grid gap-3 md:grid-cols-2">
            <AdminTextField {...textField('buttonText')} foreignMark />
            <AdminTextField {...textField('buttonLink')} placeholder="/join ili https://…" />
          </div>
          <InlineEditActions pending={pending} onCancel={close} />
        </form>
      ) : (
        <dl className="grid gap-1 text-sm">
          {SECTION_TEXTS.map((field) =>
            section[field] ? (
              <div key={field} className="grid gap-0.5 sm:grid-cols-[9rem_1fr]">
                <dt className="text-muted-foreground">{LABELS[field]}</dt>
                <dd className="line-clamp-3 whitespace-pre-line">{section[field]}</dd>
              </div>
            ) : null,
          )}
        </dl>
      )}
    </Card>
  );
}
