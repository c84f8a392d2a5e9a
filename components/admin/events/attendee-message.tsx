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
import { COUNTED, formatCount } from '@/lib/format/plural';
import {
  ATTENDEE_MESSAGE_SUBJECT_MAX,
  ATTENDEE_MESSAGE_TEXT_MAX,
  ATTENDEE_TEXTS,
} from '@/lib/validation/event-attendees';

/** Who gets it, as the confirmation says it. */
function audience(preview: AttendeeMessagePreview): string {
  const people = formatCount(preview.recipients, COUNTED.person);
  return preview.includeWaitlist ? `${people} (prijavljeni i lista čekanja)` : `${people} (prijavljeni)`;
}

/**
 * 'Pošalji poruku prijavljenima': the organiser writes a subject and a text, 'Pregledaj' shows them
 * as they will be mailed (cleaned by the server) with the number of recipients, and 'Pošalji'
 * asks once more with that number before anything is queued. A number that changed meanwhile is
 * refused by the server, and the preview is asked again.
 */
export function AttendeeMessage({ eventId }: { eventId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<AttendeeMessagePreview | null>(null);
  const previewing = useAction(previewAttendeeMessage, {
    fallbackError: ATTENDEE_TEXTS.messageFailed,
    quiet: true,
    fieldMessages: true,
    onSuccess: (result) => setPreview(result.data),
  });
  const sending = useAction(sendAttendeeMessage, {
    fallbackError: ATTENDEE_TEXTS.messageFailed,
    onSuccess: () => {
      setPreview(null);
      formRef.current?.reset();
    },
  });
  const previewFailure = previewing.state?.ok === false && !preview ? previewing.state.formError : undefined;

  return (
    <section aria-labelledby="attendee-message-heading" className="grid gap-3">
      <h2 id="attendee-message-heading" className="text-lg font-semibold">
        Pošalji poruku prijavljenima
      </h2>
      <form
        ref={formRef}
        {...previewing.formProps}
        onChange={() => setPreview(null)}
        aria-label="Poruka prijavljenima"
        className="grid gap-3"
      >
        <input type="hidden" name="event" value={eventId} />
        <AdminTextField
          label="Naslov"
          name="subject"
          maxLength={ATTENDEE_MESSAGE_SUBJECT_MAX}
          required
          error={previewing.errorFor('subject')}
        />
        <AdminTextArea
          label="Tekst poruke"
          name="text"
          rows={6}
          maxLength={ATTENDEE_MESSAGE_TEXT_MAX}
          required
          error={previewing.errorFor('text')}
        />
        <AdminCheckbox label="Pošalji i listi čekanja" name="includeWaitlist" />
        <AdminSubmit pending={previewing.pending} pendingLabel="Priprema pregleda...">
          Pregledaj poruku
        </AdminSubmit>
        <FormAlert message={previewFailure} />
      </form>

      {preview ? (
        <div role="region" aria-label="Pregled poruke" className="grid gap-3 rounded-2xl border p-4">
          <p className="text-sm text-muted-foreground">Poruku će dobiti: {audience(preview)}.</p>
          <p className="font-semibold">{preview.subject}</p>
          <p className="text-sm whitespace-pre-line">{preview.text}</p>
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              title="Poslati poruku?"
              description={`Poruku „${preview.subject}” će dobiti ${audience(preview)}. Slanje se ne može poništiti.`}
              confirmLabel="Pošalji"
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
                  Pošalji ({formatCount(preview.recipients, COUNTED.person)})
                </PendingButton>
              )}
            />
            <Button type="button" variant="outline" onClick={() => setPreview(null)}>
              Izmeni
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
