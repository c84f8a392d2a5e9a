'use client';

import { useRef, useState } from 'react';

import { AdminCheckbox, AdminSubmit, AdminTextArea, AdminTextField, formDataOf } from '@/components/admin/admin-form';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { PendingButton } from '@/components/forms/pending-button';
import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';
import {
  previewAttendeeMessage,
  sendAttendeeMessage,
  type AttendeeMessagePreview,
} from '@/lib/actions/admin-event-attendees';
import { formatCount } from '@/lib/format/plural';
import { ATTENDEE_MESSAGE_SUBJECT_MAX, ATTENDEE_MESSAGE_TEXT_MAX } from '@/lib/validation/event-attendees';

import { fillText } from '@/lib/i18n/text-template';
import type { AttendeeMessageTexts } from './attendee-texts';

/** Who gets it, as the confirmation says it. */
function audience(preview: AttendeeMessagePreview, texts: AttendeeMessageTexts): string {
  const people = formatCount(preview.recipients, texts.person);
  return fillText(preview.includeWaitlist ? texts.registeredAndWaitlist : texts.registered, people);
}

/**
 * 'Pošalji poruku prijavljenima': the organiser writes a subject and a text, 'Pregledaj' shows them
 * as they will be mailed (cleaned by the server) with the number of recipients, and 'Pošalji'
 * asks once more with that number before anything is queued. A number that changed meanwhile is
 * refused by the server, and the preview is asked again. Its words come in the page's script.
 */
export function AttendeeMessage({ eventId, texts }: { eventId: string; texts: AttendeeMessageTexts }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<AttendeeMessagePreview | null>(null);
  const previewing = useAction(previewAttendeeMessage, {
    fallbackError: texts.failed,
    quiet: true,
    fieldMessages: true,
    onSuccess: (result) => setPreview(result.data),
  });
  const sending = useAction(sendAttendeeMessage, {
    fallbackError: texts.failed,
    onSuccess: () => {
      setPreview(null);
      formRef.current?.reset();
    },
  });
  const previewFailure = previewing.state?.ok === false && !preview ? previewing.state.formError : undefined;

  return (
    <section aria-labelledby="attendee-message-heading" className="grid gap-3">
      <h2 id="attendee-message-heading" className="text-lg font-semibold">
        {texts.heading}
      </h2>
      <form
        ref={formRef}
        {...previewing.formProps}
        onChange={() => setPreview(null)}
        aria-label={texts.form}
        className="grid gap-3"
      >
        <input type="hidden" name="event" value={eventId} />
        <AdminTextField
          label={texts.subject}
          name="subject"
          maxLength={ATTENDEE_MESSAGE_SUBJECT_MAX}
          required
          error={previewing.errorFor('subject')}
        />
        <AdminTextArea
          label={texts.text}
          name="text"
          rows={6}
          maxLength={ATTENDEE_MESSAGE_TEXT_MAX}
          required
          error={previewing.errorFor('text')}
        />
        <AdminCheckbox label={texts.waitlist} name="includeWaitlist" />
        <AdminSubmit pending={previewing.pending} pendingLabel={texts.preparing}>
          {texts.preview}
        </AdminSubmit>
        <FormAlert message={previewFailure} />
      </form>

      {preview ? (
        <div role="region" aria-label={texts.previewRegion} className="grid gap-3 rounded-2xl border p-4">
          <p className="text-sm text-muted-foreground">{fillText(texts.recipients, audience(preview, texts))}</p>
          <p className="font-semibold">{preview.subject}</p>
          <p className="text-sm whitespace-pre-line">{preview.text}</p>
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              title={texts.confirmTitle}
              description={fillText(texts.confirmDescription, preview.subject, audience(preview, texts))}
              confirmLabel={texts.send}
              onConfirm={() =>
                void sending.run(
                  formDataOf(
                    {
                      event: eventId,
                      subject: preview.subject,
                      text: preview.text,
                      includeWaitlist: preview.includeWaitlist ? 'on' : '',
                      recipients: String(preview.recipients),
                    },
                    null,
                  ),
                )
              }
              trigger={(wiring) => (
                <PendingButton {...wiring} pending={sending.pending}>
                  {texts.send} ({formatCount(preview.recipients, texts.person)})
                </PendingButton>
              )}
            />
            <Button type="button" variant="outline" onClick={() => setPreview(null)}>
              {texts.edit}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
