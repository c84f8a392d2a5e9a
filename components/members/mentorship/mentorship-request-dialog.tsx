'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { FormStatus, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { useAddressOpenedDialog } from '@/components/forms/use-address-opened-dialog';
import { useServerForm, type FormAction, type ScriptMessages } from '@/components/forms/use-server-form';
import { requestMentorship } from '@/lib/actions/member-mentorship';
import { scriptPath, type Script } from '@/lib/i18n/script';
import { mentorshipRequestPath, type MentorListPlace } from '@/lib/members/mentorship';

import type { MentorshipRequestTexts } from './mentorship-request-texts';

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
  script,
  texts,
  messages,
}: {
  /** The mentor, the name as the page shows it. */
  mentor: { id: string; fullName: string };
  /** Opened by the page's address (`?request=<mentor id>`). */
  defaultOpen: boolean;
  /** The list's search and page, which that address keeps. */
  place: MentorListPlace;
  /** The page's script, which that address keeps. */
  script: Script;
  /** Its texts and its form's messages in the page's script (`mentorshipRequestPropsIn`). */
  texts: MentorshipRequestTexts;
  messages: ScriptMessages | undefined;
}) {
  const { open, setOpen, closeAfterSave } = useAddressOpenedDialog(defaultOpen, ['request']);
  const href = scriptPath(script, mentorshipRequestPath(mentor.id, place));
  return (
    <FormDialog
      triggerLabel={texts.trigger}
      triggerVariant={{ variant: 'outline', size: 'sm' }}
      triggerAriaLabel={`${texts.triggerFor} ${mentor.fullName}`}
      title={`${texts.title} ${mentor.fullName}`}
      description={texts.description}
      open={open}
      onOpenChange={setOpen}
      defaultOpen={defaultOpen}
      href={href}
      triggerClassName="w-auto"
    >
      <MentorshipRequestForm mentor={mentor} href={href} texts={texts} messages={messages} onSaved={closeAfterSave} />
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
  texts,
  messages,
  onSaved,
}: {
  mentor: { id: string; fullName: string };
  href: string;
  texts: MentorshipRequestTexts;
  messages: ScriptMessages | undefined;
  onSaved: () => void;
}) {
  const controller = useServerForm({
    fieldMessagesOnly: true,
    loadSchema,
    messages,
    action: requestMentorship as FormAction<unknown>,
    fallbackError: texts.failed,
    // Without JavaScript the answer comes back on the page that renders this dialog open.
    permalink: href,
    onSuccess: onSaved,
  });
  return (
    <form {...controller.formProps} aria-label={`${texts.title} ${mentor.fullName}`} className="grid gap-4">
      <input type="hidden" {...controller.form.register('mentorId')} value={mentor.id} />
      <TextAreaField controller={controller} name="notes" label={texts.notes} maxLength={1000} />
      <TextField controller={controller} name="focusAreas" label={texts.focusAreas} hint={texts.focusAreasHint} />
      <FormStatus controller={controller} />
      <SubmitButton pending={controller.pending} pendingLabel={texts.sending} className="justify-self-start">
        {texts.send}
      </SubmitButton>
    </form>
  );
}
