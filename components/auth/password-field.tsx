'use client';

import { useState, type ComponentProps } from 'react';

import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { EmailField, FieldShell } from '@/components/forms/form-parts';
import type { ServerFormController } from '@/components/forms/use-server-form';
import { Input } from '@/components/ui/input';

import type { PasswordTexts, SignInTexts } from './auth-texts';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id' | 'defaultValue' | 'type'> {
  controller: ServerFormController;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** The toggle's names in the page's script. */
  texts: Pick<PasswordTexts, 'show' | 'hide'>;
}

/** A password input with a show/hide toggle; what was typed is never echoed back by the server. */
export function PasswordField({ controller, name, label, required, hint, texts, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell controller={controller} name={name} label={label} required={required} hint={hint}>
      {/* No defaultValue: a password is never put back into the page. */}
      {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy, required: isRequired }) => (
        <div className="relative">
          <Input
            type={visible ? 'text' : 'password'}
            className="pr-11"
            {...input}
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            required={isRequired}
            {...controller.form.register(name)}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? texts.hide : texts.show}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
          >
            {visible ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** A password field for one purpose: its form, its name and label, and the show/hide toggle's words. */
interface PasswordRoleProps {
  controller: ServerFormController;
  name: string;
  label: string;
  texts: PasswordTexts;
}

/** A password being chosen (sign-up, change, reset): required, with the minimum length as its hint. */
export function NewPasswordField({ texts, ...field }: PasswordRoleProps) {
  return <PasswordField {...field} autoComplete="new-password" required hint={texts.newHint} texts={texts} />;
}

/** A new password and its repetition (the change and the reset forms); the repetition is sent as `confirmPassword`. */
export function NewPasswordFields({
  controller,
  name,
  texts,
}: {
  controller: ServerFormController;
  name: string;
  texts: PasswordTexts;
}) {
  return (
    <>
      <NewPasswordField controller={controller} name={name} label={texts.newPassword} texts={texts} />
      <PasswordField
        controller={controller}
        name="confirmPassword"
        label={texts.repeat}
        autoComplete="new-password"
        required
        texts={texts}
      />
    </>
  );
}

/** The password the account has now (a sign-in, a change), which the browser may fill in. */
export function CurrentPasswordField(field: PasswordRoleProps) {
  return <PasswordField {...field} autoComplete="current-password" required />;
}

/** A sign-in's e-mail and current password, the same for the panel's and the members' sign-in. */
export function SignInCredentialFields({
  controller,
  emailLabel,
  defaultEmail,
  texts,
}: {
  controller: ServerFormController;
  emailLabel: string;
  defaultEmail?: string;
  texts: SignInTexts;
}) {
  return (
    <>
      <EmailField controller={controller} initialValue={defaultEmail} label={emailLabel} />
      <CurrentPasswordField
        controller={controller}
        name="password"
        label={texts.password.password}
        texts={texts.password}
      />
    </>
  );
}
