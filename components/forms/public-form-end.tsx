import type { ReactNode } from 'react';

import { FormStatus, Honeypot, SubmitButton } from './form-parts';
import { PrivacyNote } from './privacy-note';
import type { ServerFormController } from './use-server-form';

/**
 * How every public form that collects personal data ends (contact, join, event registration,
 * event suggestion, team application): the bots' trap, the privacy note, the send button and the
 * outcome.
 */
export function PublicFormEnd({
  controller,
  children,
  buttonClassName = 'justify-self-start',
}: {
  controller: ServerFormController;
  /** The send button's text. */
  children: ReactNode;
  buttonClassName?: string;
}) {
  return (
    <>
      <Honeypot />
      <PrivacyNote />
      <SubmitButton pending={controller.pending} className={buttonClassName}>
        {children}
      </SubmitButton>
      <FormStatus controller={controller} />
    </>
  );
}
