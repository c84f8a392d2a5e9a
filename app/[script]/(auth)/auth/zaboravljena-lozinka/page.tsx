import type { Metadata } from 'next';
import { connection } from 'next/server';

import { PasswordResetRequestCard } from '@/components/auth/password-reset-request-card';
import { pageScript } from '@/lib/i18n/page-script';
import { RESET_MESSAGES } from '@/lib/validation/password-reset';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t(RESET_MESSAGES.requestTitle), robots: { index: false, follow: false } };
}

/** 'Zaboravljena lozinka?' from /auth (docs/accounts.md "Password reset"). */
export default async function AdminPasswordResetRequestPage() {
  // Rendered per request: proxy.ts gives the sign-in areas a nonce Content-Security-Policy, and
  // Next puts the nonce on a page's scripts only while rendering a request (a prerendered page's
  // scripts would all be blocked).
  await connection();
  return <PasswordResetRequestCard area="admin" />;
}
