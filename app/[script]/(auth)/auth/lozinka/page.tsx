import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { AuthCard } from '@/components/auth/auth-card';
import { PasswordChangeForm } from '@/components/auth/password-change-form';
import { getCurrentUser } from '@/lib/auth';

export const metadata: Metadata = { title: 'Promena lozinke', robots: { index: false, follow: false } };

/** Any signed-in account can change its password here (the admin panel links here while the demo password is in use). */
export default async function PasswordPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/auth?next=/auth/lozinka');
  return (
    <AuthCard title="Promena lozinke" intro={`Nalog: ${user.email}`}>
      <PasswordChangeForm />
      <Link href="/admin" className="text-sm text-primary underline-offset-4 hover:underline">
        Nazad na admin panel
      </Link>
    </AuthCard>
  );
}
