import { RESET_MESSAGES, RESET_PATHS, type ResetArea } from '@/lib/validation/password-reset';

import { AuthCard } from './auth-card';
import { PasswordResetRequestForm } from './password-reset-forms';

/** /auth/zaboravljena-lozinka and /members/auth/zaboravljena-lozinka: the address, then the one answer. */
export function PasswordResetRequestCard({ area }: { area: ResetArea }) {
  return (
    <AuthCard
      title={RESET_MESSAGES.requestTitle}
      intro={RESET_MESSAGES.requestIntro}
      back={{ href: RESET_PATHS[area].signIn, label: 'Nazad na prijavu' }}
    >
      <PasswordResetRequestForm area={area} />
    </AuthCard>
  );
}
