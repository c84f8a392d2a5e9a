import type { ReactNode } from 'react';

import { FormStatus, Honeypot, ScriptField, SubmitButton } from './form-parts';
import { PrivacyNote } from './privacy-note';
import { LATIN_FORM_PAGE, type PublicFormPage } from './public-form-texts';
import type { ServerFormController } from './use-server-form';

/**
 * How every public form that collects personal data ends (contact, join, event registration,
 * event suggestion, team application): the page's script for the answer, the bots' trap, the
 * privacy note, the send button and the outcome.
 */
export function PublicFormEnd({
  controller,
  page = LATIN_FORM_PAGE,
  children,
  buttonClassName = 'justify-self-start',
}: {
  controller: ServerFormController;
  page?: PublicFormPage;
  /** The send button's text. */
  children: ReactNode;
  buttonClassName?: string;
}) {
  return (
    <>
      <ScriptField script={page.script} />
      <Honeypot label={page.texts.honeypot} />
      <PrivacyNote page={page} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending} className={buttonClassName}>
        {children}
      </SubmitButton>
      <FormStatus controller={controller} />
    </>
  );
}
