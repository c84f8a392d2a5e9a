'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { FormStatus, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { useAddressOpenedDialog } from '@/components/forms/use-address-opened-dialog';
import { useServerForm, type FormAction } from '@/components/forms/use-server-form';
import { requestMentorship } from '@/lib/actions/member-mentorship';
import { mentorshipRequestPath, type MentorListPlace } from '@/lib/members/mentorship';
import { MENTORSHIP_MESSAGES } from '@/lib/validation/member-texts';

const loadSchema = () => import('@/lib/validation/member-schemas').then((module) => module.mentorshipRequestSchema);

/**
 * The mentorship request with a message to the mentor and the focus areas
 * (`mentorship_connections.notes`, `focus_areas`), both optional, shown to the mentor on the
 * connection card and in the `mentorship.request` mail. Beside the spec's one-click 'Zatraži
 * mentorstvo' (`MentorCard`), for a mentee who wants to say more.
 */
export function MentorshipRequestDialog({
  mentor,
  defaultOpen,
  place,
}: {
  mentor: { id: string; fullName: string };
  /** Opened by the page's address (`?request=<mentor id>`). */
  defaultOpen: boolean;
  /** The list's search and page, which that address keeps. */
  place: MentorListPlace;
}) {
  const { open, setOpen, closeAfterSave } = useAddressOpenedDialog(defaultOpen, ['request']);
  const href = mentorshipRequestPath(mentor.id, place);
  return (
    <FormDialog
      triggerLabel="Zahtev sa porukom"
      triggerVariant={{ variant: 'outline', size: 'sm' }}
      triggerAriaLabel={`Zahtev sa porukom: ${mentor.fullName}`}
      title={`Zahtev za mentorstvo: ${mentor.fullName}`}
      description="Napišite mentoru ukratko ko ste i u čemu vam treba pomoć."
      open={open}
      onOpenChange={setOpen}
      defaultOpen={defaultOpen}
      href={href}
      triggerClassName="w-auto"
    >
      <MentorshipRequestForm mentor={mentor} href={href} onSaved={closeAfterSave} />
    </FormDialog>
  );
}

/**
 * The request's form, with its form state: it renders only when the dialog shows it, so a page of
 * mentor cards runs no form code for the dialogs nobody opened.
 */
function MentorshipRequestForm({
  mentor,
  href,
  onSaved,
}: {
  mentor: { id: string; fullName: string };
  href: string;
  onSaved: () => void;
}) {
  const controller = useServerForm({
    fieldMessagesOnly: true,
    loadSchema,
    action: requestMentorship as FormAction<unknown>,
    fallbackError: MENTORSHIP_MESSAGES.requestFailed,
    // Without JavaScript the answer comes back on the page that renders this dialog open.
    permalink: href,
    onSuccess: onSaved,
  });
  return (
    <form {...controller.formProps} aria-label={`Zahtev za mentorstvo: ${mentor.fullName}`} className="grid gap-4">
      <input type="hidden" {...controller.form.register('mentorId')} value={mentor.id} />
      <TextAreaField controller={controller} name="notes" label="Poruka mentoru" maxLength={1000} />
      <TextField
        controller={controller}
        name="focusAreas"
        label="Oblasti"
        hint="Odvojite oblasti zarezom, npr. prodaja, finansije, zapošljavanje"
      />
      <FormStatus controller={controller} />
      <SubmitButton pending={controller.pending} className="justify-self-start">
        Pošalji zahtev
      </SubmitButton>
    </form>
  );
}
