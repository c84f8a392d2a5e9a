import { pageScript } from '@/lib/i18n/page-script';
import { RESET_MESSAGES, RESET_PATHS, type ResetArea } from '@/lib/validation/password-reset';

import { AuthCard } from './auth-card';
import { PasswordResetRequestForm } from './password-reset-forms';

/** /auth/zaboravljena-lozinka and /members/auth/zaboravljena-lozinka: the address, then the one answer. */
export async function PasswordResetRequestCard({ area }: { area: ResetArea }) {
  const { t, href } = await pageScript();
  return (
    <AuthCard
      title={t(RESET_MESSAGES.requestTitle)}
      intro={t(RESET_MESSAGES.requestIntro)}
      back={{ href: href(RESET_PATHS[area].signIn), label: t('Nazad na prijavu') }}
    >
      <PasswordResetRequestForm area={area} />
    </AuthCard>
  );
}
