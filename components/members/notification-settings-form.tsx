'use client';

import { useId } from 'react';

import { useAction } from '@/components/forms/use-action';
import { Label } from '@/components/ui/input';
import { SubmitButton } from '@/components/forms/form-parts';
import { saveNotificationSettings } from '@/lib/actions/members';
import type { NotificationSettings } from '@/lib/data/members';
import { SCRIPT_LABELS, SCRIPTS } from '@/lib/domain/enums';
import { NOTIFICATION_MESSAGES } from '@/lib/validation/members';

const OPTIONS = [
  {
    name: 'digestEmails',
    label: 'Dnevni pregled nepročitanih poruka',
    description: 'Najviše jednom dnevno, samo kada imate nepročitane poruke starije od sat vremena.',
  },
  {
    name: 'mentorshipEmails',
    label: 'Emailovi o mentorstvu',
    description: 'Novi zahtev za mentorstvo, prihvaćen zahtev i zatvorena mentorska veza.',
  },
  {
    name: 'newsletterEmails',
    label: 'Newsletter',
    description: 'Brojevi newslettera zajednice: novosti, događaji i tekstovi sa bloga. Odjava je i u svakom broju.',
  },
] as const;

/** The profile page's 'Obaveštenja': which e-mails the member gets (the workers read the same columns). */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const id = useId();
  const { pending, formProps } = useAction(saveNotificationSettings, {
    fallbackError: NOTIFICATION_MESSAGES.saveFailed,
    refresh: true,
  });
  return (
    <form {...formProps} className="grid gap-4" aria-label="Podešavanja obaveštenja">
      {OPTIONS.map((option) => (
        <div key={option.name} className="flex items-start gap-3">
          <input
            id={`${id}-${option.name}`}
            type="checkbox"
            name={option.name}
            defaultChecked={initial[option.name]}
            aria-describedby={`${id}-${option.name}-description`}
            className="mt-1 size-4 accent-primary"
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${option.name}`}>{option.label}</Label>
            <p id={`${id}-${option.name}-description`} className="text-xs text-muted-foreground">
              {option.description}
            </p>
          </div>
        </div>
      ))}
      <fieldset className="grid gap-2" aria-describedby={`${id}-script-description`}>
        <legend className="text-sm font-medium">Pismo</legend>
        <p id={`${id}-script-description`} className="text-xs text-muted-foreground">
          Na kom pismu vidite platformu kada se prijavite i na kom vam stižu emailovi.
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SCRIPTS.map((script) => (
            <div key={script} className="flex items-center gap-2">
              <input
                id={`${id}-script-${script}`}
                type="radio"
                name="script"
                value={script}
                defaultChecked={initial.script === script}
                className="size-4 accent-primary"
              />
              <Label htmlFor={`${id}-script-${script}`}>{SCRIPT_LABELS[script]}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <SubmitButton variant="outline" pending={pending} className="justify-self-start">
        Sačuvaj podešavanja
      </SubmitButton>
    </form>
  );
}
