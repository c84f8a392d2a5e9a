'use client';

import Link from 'next/link';
import { PencilIcon } from '@/components/ui/icons';
import { AdminSubmit, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useInlineEditing } from '@/components/admin/use-inline-editing';
import { PendingButton } from '@/components/forms/pending-button';
import { saveContentSection } from '@/lib/actions/admin-content';
import type { AdminContentSection } from '@/lib/data/content';
import { CONTENT_MESSAGES, CONTENT_SECTION_LABELS as LABELS } from '@/lib/validation/admin-content';

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
        {editing ? null : (
          <Button
            ref={editButtonRef}
            type="button"
            variant="outline"
            size="sm"
            onClick={open}
            aria-label={`Uredi ${section.sectionKey}`}
          >
            <PencilIcon aria-hidden />
            Uredi
          </Button>
        )}
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
            <AdminTextField
              label={LABELS.title}
              name="title"
              foreignMark
              defaultValue={section.title ?? ''}
              error={errorFor('title')}
            />
            <AdminTextField
              label={LABELS.subtitle}
              name="subtitle"
              foreignMark
              defaultValue={section.subtitle ?? ''}
              error={errorFor('subtitle')}
            />
          </div>
          <AdminTextArea
            label={LABELS.content}
            name="content"
            rows={6}
            foreignMark
            defaultValue={section.content ?? ''}
            error={errorFor('content')}
            hint="Prazan red odvaja pasuse."
          />
          <div className="grid gap-3 md:grid-cols-2">
            <AdminTextField
              label={LABELS.buttonText}
              name="buttonText"
              foreignMark
              defaultValue={section.buttonText ?? ''}
              error={errorFor('buttonText')}
            />
            <AdminTextField
              label={LABELS.buttonLink}
              name="buttonLink"
              defaultValue={section.buttonLink ?? ''}
              error={errorFor('buttonLink')}
              placeholder="/join ili https://…"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <AdminSubmit pending={pending}>Sačuvaj</AdminSubmit>
            <PendingButton type="button" variant="outline" onClick={close} pending={pending}>
              Otkaži
            </PendingButton>
          </div>
        </form>
      ) : (
        <dl className="grid gap-1 text-sm">
          {(['title', 'subtitle', 'content', 'buttonText', 'buttonLink'] as const).map((field) =>
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
