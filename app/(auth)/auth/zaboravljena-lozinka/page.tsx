import type { Metadata } from 'next';

import { PasswordResetRequestCard } from '@/components/auth/password-reset-request-card';

export const metadata: Metadata = { title: 'Zaboravljena lozinka', robots: { index: false, follow: false } };

/** 'Zaboravljena lozinka?' from /auth (docs/accounts.md "Password reset"). */
export default function AdminPasswordResetRequestPage() {
  return <PasswordResetRequestCard area="admin" />;
}
