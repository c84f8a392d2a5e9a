import type { Metadata } from 'next';
import { connection } from 'next/server';

import { PasswordResetRequestCard } from '@/components/auth/password-reset-request-card';

export const metadata: Metadata = { title: 'Zaboravljena lozinka', robots: { index: false, follow: false } };

/** 'Zaboravljena lozinka?' from /auth (docs/accounts.md "Password reset"). */
export default async function AdminPasswordResetRequestPage() {
  // Rendered per request: proxy.ts gives the sign-in areas a nonce Content-Security-Policy, and
  // Next puts the nonce on a page's scripts only while rendering a request (a prerendered page's
  // scripts would all be blocked).
  await connection();
  return <PasswordResetRequestCard area="admin" />;
}
