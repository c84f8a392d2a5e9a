'use client';

import { useId } from 'react';

import { useAction } from '@/components/forms/use-action';
import { Label } from '@/components/ui/input';
import { ScriptField, SubmitButton } from '@/components/forms/form-parts';
import { saveNotificationSettings } from '@/lib/actions/members';
import type { NotificationSettings } from '@/lib/data/members';
import { SCRIPT_LABELS, SCRIPTS } from '@/lib/domain/enums';
import { SCRIPT_LANG, scriptPath, type Script } from '@/lib/i18n/script';
import { MEMBER_PATHS } from '@/lib/members/access';

import type { NotificationSettingsTexts } from './notification-settings-texts';

/** The e-mails a member may turn off, in the order the form asks. */
const OPTIONS = ['digestEmails', 'mentorshipEmails', 'newsletterEmails'] as const;

interface NotificationSettingsFormProps {
  initial: NotificationSettings;
  /** The page's script, and the form's words in it (`NOTIFICATION_SETTINGS_TEXTS`). */
  script: Script;
  texts: NotificationSettingsTexts;
}

/** The profile page's 'Obaveštenja': which e-mails the member gets (the workers read the same columns). */
export function NotificationSettingsForm({ initial, script, texts }: NotificationSettingsFormProps) {
  const id = useId();
  const { pending, formProps } = useAction(saveNotificationSettings, {
    fallbackError: texts.saveFailed,
    refresh: true,
    // The other script chosen: the profile in it (a new page, the root layout's language changes).
    onSuccess: ({ data }) => {
      if (data.script !== script) window.location.assign(scriptPath(data.script, MEMBER_PATHS.profile));
    },
  });
  return (
    <form {...formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={script} />
      {OPTIONS.map((name) => (
        <div key={name} className="flex items-start gap-3">
          <input
            id={`${id}-${name}`}
            type="checkbox"
            name={name}
            defaultChecked={initial[name]}
            aria-describedby={`${id}-${name}-description`}
            className="mt-1 size-4 accent-primary"
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${name}`}>{texts.options[name].label}</Label>
            <p id={`${id}-${name}-description`} className="text-xs text-muted-foreground">
              {texts.options[name].description}
            </p>
          </div>
        </div>
      ))}
      <fieldset className="grid gap-2" aria-describedby={`${id}-script-description`}>
        <legend className="text-sm font-medium">{texts.script}</legend>
        <p id={`${id}-script-description`} className="text-xs text-muted-foreground">
          {texts.scriptDescription}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SCRIPTS.map((choice) => (
            <div key={choice} className="flex items-center gap-2">
              <input
                id={`${id}-script-${choice}`}
                type="radio"
                name="script"
                value={choice}
                defaultChecked={initial.script === choice}
                className="size-4 accent-primary"
              />
              {/* Each script named in itself: in the other script's letters the name says its language. */}
              <Label htmlFor={`${id}-script-${choice}`} lang={choice === script ? undefined : SCRIPT_LANG[choice]}>
                {SCRIPT_LABELS[choice]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <SubmitButton variant="outline" pending={pending} pendingLabel={texts.sending} className="justify-self-start">
        {texts.save}
      </SubmitButton>
    </form>
  );
}
