import { pageScript } from '@/lib/i18n/page-script';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

import { ResendConfirmationForm } from './resend-confirmation-form';

/**
 * Under the sign-in forms of /auth and /members/auth: after a sign-up (`?potvrda=poslata`) it says
 * to check the mail; always it offers a new confirmation link behind 'Niste dobili link za potvrdu?'
 * (a <details>, so it works without JavaScript).
 */
export async function ConfirmationNotice({ justSignedUp }: { justSignedUp: boolean }) {
  const { t } = await pageScript();
  return (
    <div className="grid gap-3">
      {justSignedUp ? (
        <div role="status" className="grid gap-1 rounded-xl bg-muted/60 p-4 text-sm">
          <h2 className="font-semibold">{t(AUTH_MESSAGES.checkMailTitle)}</h2>
          <p>{t(AUTH_MESSAGES.checkMail)}</p>
        </div>
      ) : null}
      <details open={justSignedUp} className="rounded-xl border p-4 text-sm">
        <summary className="cursor-pointer font-medium">{t(AUTH_MESSAGES.resendQuestion)}</summary>
        <ResendConfirmationForm />
      </details>
    </div>
  );
}
