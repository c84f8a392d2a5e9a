import Link from 'next/link';

import { RESET_MESSAGES, RESET_PATHS, type ResetArea } from '@/lib/validation/password-reset';

/** Under a sign-in form: 'Zaboravljena lozinka?' to the request page of the same area. */
export function ForgotPasswordLink({ area }: { area: ResetArea }) {
  return (
    <Link
      href={RESET_PATHS[area].request}
      className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {RESET_MESSAGES.forgotLink}
    </Link>
  );
}

/** On a sign-in page after a reset (`?lozinka=promenjena`). */
export function PasswordChangedNotice() {
  return (
    <div role="status" className="grid gap-1 rounded-xl bg-muted/60 p-4 text-sm">
      <p className="font-semibold">{RESET_MESSAGES.changedTitle}</p>
      <p>{RESET_MESSAGES.changed}</p>
    </div>
  );
}
