import type { Metadata } from 'next';
import Link from 'next/link';

import { CalendarIcon, HomeIcon, XCircleIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { NavigationButton } from '@/components/site/navigation-button';
import { StandingNotice } from '@/components/members/standing-notice';
import { requireMemberScreen } from '@/lib/auth/member';
import { pageScript } from '@/lib/i18n/page-script';
import { getSiteConfig } from '@/lib/site/config';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Profil nije odobren') };
}

/** /members/rejected (spec §2): only for a rejected member, with what they can do next. */
export default async function RejectedPage() {
  const { t, href } = await pageScript();
  await requireMemberScreen('rejected');
  const { contactEmail } = getSiteConfig();
  return (
    <StandingNotice
      icon={XCircleIcon}
      title={t('Vaš profil nije odobren')}
      lead={t('Nažalost, vaš profil trenutno nije odobren za pristup platformi za članove.')}
      actions={
        <>
          <Link href={href('/events')} className={buttonVariants({ variant: 'outline' })}>
            <CalendarIcon aria-hidden />
            {t('Događaji')}
          </Link>
          <NavigationButton href={href('/')}>
            <HomeIcon aria-hidden />
            {t('Nazad na početnu')}
          </NavigationButton>
        </>
      }
    >
      <div className="grid gap-2 text-sm">
        <h2 className="font-semibold">{t('Šta možete da uradite:')}</h2>
        <ul className="grid list-disc gap-1.5 pl-5">
          <li>
            {t('Kontaktirajte naš tim na')}{' '}
            <a
              href={`mailto:${contactEmail}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {contactEmail}
            </a>{' '}
            {t('za više informacija.')}
          </li>
          <li>{t('Objasnite nam ukratko šta želite da postignete u zajednici.')}</li>
          <li>{t('Ponovo se prijavite nakon razgovora sa timom.')}</li>
          <li>
            {t('U međuvremenu nam se pridružite na')}{' '}
            <Link href={href('/events')} className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('javnim događajima')}
            </Link>
            .
          </li>
        </ul>
      </div>
    </StandingNotice>
  );
}
