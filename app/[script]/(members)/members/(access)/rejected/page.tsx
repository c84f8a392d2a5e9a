import type { Metadata } from 'next';
import Link from 'next/link';

import { CalendarIcon, HomeIcon, XCircleIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { NavigationButton } from '@/components/site/navigation-button';
import { StandingNotice } from '@/components/members/standing-notice';
import { requireMemberScreen } from '@/lib/auth/member';
import { getSiteConfig } from '@/lib/site/config';

export const metadata: Metadata = { title: 'Profil nije odobren' };

/** /members/rejected (spec §2): only for a rejected member, with what they can do next. */
export default async function RejectedPage() {
  await requireMemberScreen('rejected');
  const { contactEmail } = getSiteConfig();
  return (
    <StandingNotice
      icon={XCircleIcon}
      title="Vaš profil nije odobren"
      lead="Nažalost, vaš profil trenutno nije odobren za pristup platformi za članove."
      actions={
        <>
          <Link href="/events" className={buttonVariants({ variant: 'outline' })}>
            <CalendarIcon aria-hidden />
            Događaji
          </Link>
          <NavigationButton href="/">
            <HomeIcon aria-hidden />
            Nazad na početnu
          </NavigationButton>
        </>
      }
    >
      <div className="grid gap-2 text-sm">
        <h2 className="font-semibold">Šta možete da uradite:</h2>
        <ul className="grid list-disc gap-1.5 pl-5">
          <li>
            Kontaktirajte naš tim na{' '}
            <a
              href={`mailto:${contactEmail}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {contactEmail}
            </a>{' '}
            za više informacija.
          </li>
          <li>Objasnite nam ukratko šta želite da postignete u zajednici.</li>
          <li>Ponovo se prijavite nakon razgovora sa timom.</li>
          <li>
            U međuvremenu nam se pridružite na{' '}
            <Link href="/events" className="font-semibold text-primary underline-offset-4 hover:underline">
              javnim događajima
            </Link>
            .
          </li>
        </ul>
      </div>
    </StandingNotice>
  );
}
