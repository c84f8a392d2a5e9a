import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

import { unsubscribeNewsletterAction } from '@/lib/actions/public';

export const metadata: Metadata = {
  title: 'Odjava sa newslettera',
  robots: { index: false, follow: false },
};

/** /newsletter/odjava?token=… from any newsletter e-mail. */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = firstParam(params.status);
  return (
    <EmailLinkPage
      title="Odjava sa newslettera"
      text="Žao nam je što odlaziš. Potvrdi odjavu i više ti nećemo slati newsletter."
      buttonLabel="Odjavi me"
      token={firstParam(params.token) ?? null}
      action={unsubscribeNewsletterAction}
      outcome={
        status === 'odjavljeno'
          ? {
              kind: 'done',
              title: 'Odjavljen/a si',
              text: 'Više ti nećemo slati newsletter. Uvek se možeš ponovo prijaviti.',
            }
          : status === 'nevazece'
            ? {
                kind: 'invalid',
                title: 'Link nije važeći',
                text: 'Ovaj link za odjavu ne postoji. Proveri da li si otvorio/la ceo link iz emaila.',
              }
            : null
      }
    />
  );
}
