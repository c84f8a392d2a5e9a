'use client';

import Link from 'next/link';
import { AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import type { AdminFormTexts } from '@/components/admin/admin-texts';
import { InlineEditActions, InlineEditButton } from '@/components/admin/inline-edit-buttons';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { useInlineEditing } from '@/components/admin/use-inline-editing';
import { saveContentSection } from '@/lib/actions/admin-content';
import type { AdminContentSection } from '@/lib/data/content';

import { SECTION_FIELDS, type ContentSectionTexts, type SectionField } from './content-texts';

interface ContentSectionCardProps {
  /** The stored section: its fields open with these values. */
  section: AdminContentSection;
  /** Its texts as the card displays them, in the page's script. */
  shown: Record<SectionField, string | null>;
  /** The public page that shows this section: its path, and its address in the page's script. */
  page: { path: string; href: string } | null;
  texts: ContentSectionTexts;
  formTexts: AdminFormTexts;
}

/** One section: its texts, then (after 'Uredi') the same texts as fields with save and cancel (spec §4). */
export function ContentSectionCard({ section, shown, page, texts, formTexts }: ContentSectionCardProps) {
  const { editing, open, close, formRef, editButtonRef } = useInlineEditing();
  const { pending, formProps, errorFor } = useAction(saveContentSection, {
    fallbackError: texts.saveFailed,
    onSuccess: close,
  });
  const headingId = `section-${section.id}`;
  /** A text's field: its label, its stored value and its message all follow from its key. */
  const textField = (key: SectionField) => ({
    label: texts.labels[key],
    name: key,
    defaultValue: section[key] ?? '',
    error: errorFor(key),
  });

  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-mono text-sm font-semibold" translate="no">
            {section.sectionKey}
          </h3>
          {page ? (
            <Link href={page.href} className="text-xs text-primary underline-offset-4 hover:underline">
              {texts.page} <span translate="no">{page.path}</span>
            </Link>
          ) : null}
        </div>
        {editing ? null : (
          <InlineEditButton
            ref={editButtonRef}
            onClick={open}
            label={`${texts.edit} ${section.sectionKey}`}
            texts={formTexts}
          />
        )}
      </div>

      {editing ? (
        <form
          ref={formRef}
          {...formProps}
          noValidate
          className="grid gap-3"
          aria-label={`${texts.editForm} ${section.sectionKey}`}
        >
          <input type="hidden" name="id" value={section.id} />
          <div className="grid gap-3 md:grid-cols-2">
            <AdminTextField {...textField('title')} foreignMark />
            <AdminTextField {...textField('subtitle')} foreignMark />
          </div>
          <AdminTextArea {...textField('content')} rows={6} foreignMark hint={texts.contentHint} />
          <div className="grid gap-3 md:grid-cols-2">
            <AdminTextField {...textField('buttonText')} foreignMark />
            <AdminTextField {...textField('buttonLink')} placeholder={texts.linkPlaceholder} />
          </div>
          <InlineEditActions pending={pending} onCancel={close} texts={formTexts} />
        </form>
      ) : (
        <dl className="grid gap-1 text-sm">
          {SECTION_FIELDS.map((field) =>
            shown[field] ? (
              <div key={field} className="grid gap-0.5 sm:grid-cols-[9rem_1fr]">
                <dt className="text-muted-foreground">{texts.labels[field]}</dt>
                <dd className="line-clamp-3 whitespace-pre-line" translate={field === 'buttonLink' ? 'no' : undefined}>
                  {shown[field]}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
      )}
    </Card>
  );
}
