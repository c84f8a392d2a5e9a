import type { Metadata } from 'next';

import { ClockIcon, HomeIcon, MailIcon } from '@/components/ui/icons';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { requireMemberScreen } from '@/lib/auth/member';
import { pageScript } from '@/lib/i18n/page-script';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Profil čeka odobrenje') };
}

/** /members/pending-approval (spec §2): only for a pending member; anyone else is sent on. */
export default async function PendingApprovalPage() {
  const { t, href } = await pageScript();
  const standing = await requireMemberScreen('pending');
  const email = standing.kind === 'pending' ? standing.profile.email : '';
  return (
    <Card className="grid gap-6 text-center">
      <ClockIcon className="mx-auto size-12 text-primary" aria-hidden />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t('Vaš profil čeka odobrenje')}</h1>
        <p className="text-muted-foreground">
          {t(
            'Hvala na registraciji! Naš tim pregleda svaki novi profil kako bi zajednica ostala sigurna i kvalitetna. Pregled obično traje 24-48 sati.',
          )}
        </p>
      </div>
      <div className="flex items-start gap-3 rounded-xl bg-muted/60 p-4 text-left text-sm">
        <MailIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <p>
          {t('Kada vaš profil bude odobren, poslaćemo vam email na adresu')}{' '}
          <strong className="break-all">{email}</strong>.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <NavigationButton href={href('/')}>
          <HomeIcon aria-hidden />
          {t('Nazad na početnu')}
        </NavigationButton>
        <SignOutButton next="/" />
      </div>
    </Card>
  );
}
