'use client';

import { useRouter } from 'next/navigation';

import { useAction } from '@/components/forms/use-action';
import { LogOutIcon } from '@/components/ui/icons';
import { PendingButton } from '@/components/forms/pending-button';
import { signOut } from '@/lib/actions/auth';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

/**
 * A form, so signing out works without JavaScript too (the action redirects); the session row is
 * deleted on the server. With JavaScript a failure, the server's or an unreachable one, is the
 * spec's toast 'Greška pri odjavljivanju' and the member stays where they are.
 */
export function SignOutButton({
  next = '/',
  variant = 'outline',
}: {
  next?: string;
  variant?: 'outline' | 'ghost' | 'default';
}) {
  const router = useRouter();
  const { pending, formProps } = useAction(signOut, {
    fallbackError: AUTH_MESSAGES.signOutFailed,
    onSuccess: (result) => {
      router.replace(result.data.redirectTo);
      router.refresh();
    },
  });
  return (
    <form {...formProps}>
      <input type="hidden" name="next" value={next} />
      <PendingButton type="submit" variant={variant} pending={pending}>
        <LogOutIcon aria-hidden />
        Odjavi se
      </PendingButton>
    </form>
  );
}
