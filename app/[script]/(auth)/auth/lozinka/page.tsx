import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { AuthCard } from '@/components/auth/auth-card';
import { PasswordChangeForm } from '@/components/auth/password-change-form';
import { getCurrentUser } from '@/lib/auth';
import { pageScript } from '@/lib/i18n/page-script';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Promena lozinke'), robots: { index: false, follow: false } };
}

/** Any signed-in account can change its password here (the admin panel links here while the demo password is in use). */
export default async function PasswordPage() {
  const { t, href } = await pageScript();
  const user = await getCurrentUser();
  if (!user) redirect(href(`/auth?next=${href('/auth/lozinka')}`));
  return (
    <AuthCard title={t('Promena lozinke')} intro={`${t('Nalog')}: ${user.email}`}>
      <PasswordChangeForm />
      <Link href={href('/admin')} className="text-sm text-primary underline-offset-4 hover:underline">
        {t('Nazad na admin panel')}
      </Link>
    </AuthCard>
  );
}
