import Link from 'next/link';

import { pageScript } from '@/lib/i18n/page-script';
import { RESET_MESSAGES, RESET_PATHS, type ResetArea } from '@/lib/validation/password-reset';

/** Under a sign-in form: 'Zaboravljena lozinka?' to the request page of the same area. */
export async function ForgotPasswordLink({ area }: { area: ResetArea }) {
  const { t, href } = await pageScript();
  return (
    <Link
      href={href(RESET_PATHS[area].request)}
      className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {t(RESET_MESSAGES.forgotLink)}
    </Link>
  );
}

/** On a sign-in page after a reset (`?lozinka=promenjena`). */
export async function PasswordChangedNotice() {
  const { t } = await pageScript();
  return (
    <div role="status" className="grid gap-1 rounded-xl bg-muted/60 p-4 text-sm">
      <p className="font-semibold">{t(RESET_MESSAGES.changedTitle)}</p>
      <p>{t(RESET_MESSAGES.changed)}</p>
    </div>
  );
}
