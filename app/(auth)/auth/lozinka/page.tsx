import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { PasswordChangeForm } from '@/components/auth/password-change-form';
import { Card } from '@/components/ui/card';
import { getCurrentUser } from '@/lib/auth';

export const metadata: Metadata = { title: 'Promena lozinke', robots: { index: false, follow: false } };

/** Any signed-in account can change its password here (the admin panel links here while the demo password is in use). */
export default async function PasswordPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/auth?next=/auth/lozinka');
  return (
    <Card className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">Promena lozinke</h1>
        <p className="text-sm text-muted-foreground">Nalog: {user.email}</p>
      </div>
      <PasswordChangeForm />
      <Link href="/admin" className="text-sm text-primary underline-offset-4 hover:underline">
        Nazad na admin panel
      </Link>
    </Card>
  );
}
