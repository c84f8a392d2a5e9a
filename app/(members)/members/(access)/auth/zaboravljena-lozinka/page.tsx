import type { Metadata } from 'next';

import { PasswordResetRequestCard } from '@/components/auth/password-reset-request-card';

export const metadata: Metadata = { title: 'Zaboravljena lozinka' };

/** 'Zaboravljena lozinka?' from /members/auth (docs/accounts.md "Password reset"). */
export default function MemberPasswordResetRequestPage() {
  return <PasswordResetRequestCard area="members" />;
}
