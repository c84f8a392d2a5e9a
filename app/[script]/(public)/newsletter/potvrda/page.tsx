import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

import { confirmNewsletterAction } from '@/lib/actions/public';

export const metadata: Metadata = {
  title: 'Potvrda prijave na newsletter',
  robots: { index: false, follow: false },
};

/** /newsletter/potvrda?token=… from the confirmation e-mail (double opt-in). */
export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = firstParam(params.status);
  return (
    <EmailLinkPage
      title="Potvrdi prijavu na newsletter"
      text="Još samo jedan klik: potvrdi da želiš da primaš naš newsletter."
      buttonLabel="Potvrdi prijavu"
      token={firstParam(params.token) ?? null}
      action={confirmNewsletterAction}
      outcome={
        status === 'potvrdjeno'
          ? {
              kind: 'done',
              title: 'Prijava je potvrđena!',
              text: 'Hvala! Od sada ti stižu vesti o događajima i zajednici.',
            }
          : status === 'nevazece'
            ? {
                kind: 'invalid',
                title: 'Link nije važeći',
                text: 'Link je već iskorišćen ili je zamenjen novijim. Prijavi se ponovo i stići će ti novi.',
              }
            : null
      }
    />
  );
}
