'use client';

import { useRouter } from 'next/navigation';

import { ScriptField } from '@/components/forms/form-parts';
import { useAction } from '@/components/forms/use-action';
import { LogOutIcon } from '@/components/ui/icons';
import { PendingButton } from '@/components/forms/pending-button';
import { signOut } from '@/lib/actions/auth';
import type { Script } from '@/lib/i18n/script';

import type { SignOutTexts } from './auth-texts';

export type SignOutVariant = 'outline' | 'ghost' | 'default';

/**
 * A form, so signing out works without JavaScript too (the action redirects, in the page's
 * script); the session row is deleted on the server. With JavaScript a failure, the server's or
 * an unreachable one, is the spec's toast 'Greška pri odjavljivanju' and the member stays where
 * they are.
 */
export function SignOutForm({
  next,
  variant,
  script,
  texts,
}: {
  next: string;
  variant: SignOutVariant;
  script: Script;
  texts: SignOutTexts;
}) {
  const router = useRouter();
  const { pending, formProps } = useAction(signOut, {
    fallbackError: texts.fallback,
    onSuccess: (result) => {
      router.replace(result.data.redirectTo);
      router.refresh();
    },
  });
  return (
    <form {...formProps}>
      <ScriptField script={script} />
      <input type="hidden" name="next" value={next} />
      <PendingButton type="submit" variant={variant} pending={pending}>
        <LogOutIcon aria-hidden />
        {texts.submit}
      </PendingButton>
    </form>
  );
}
