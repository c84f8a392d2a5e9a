import type { Metadata } from 'next';

import { EmailLinkPage, type EmailLinkPageProps } from '@/components/forms/email-link-page';
import { isSignedNewsletterToken } from '@/lib/newsletter/unsubscribe-link';
import { readNewsletterUnsubscribePage } from '@/lib/newsletter/unsubscribe-page';
import { pageScript } from '@/lib/i18n/page-script';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

import { unsubscribeNewsletterAction } from '@/lib/actions/public';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Odjava sa newslettera'), robots: { index: false, follow: false } };
}

/** What the page says after the button, by the `status` the action sends the visitor back with (in Latin). */
const OUTCOMES = new Map<string | undefined, NonNullable<EmailLinkPageProps['outcome']>>([
  [
    'odjavljeno',
    { kind: 'done', title: 'Odjavljen/a si', text: 'Više ti nećemo slati newsletter. Uvek se možeš ponovo prijaviti.' },
  ],
  [
    'previse',
    {
      kind: 'invalid',
      title: 'Previše pokušaja',
      text: 'Ova adresa je previše puta tražila odjavu. Pokušaj ponovo za sat vremena.',
    },
  ],
  [
    'nevazece',
    {
      kind: 'invalid',
      title: 'Link nije važeći',
      text: 'Ovaj link za odjavu ne postoji. Proveri da li si otvorio/la ceo link iz emaila.',
    },
  ],
]);

/**
 * /newsletter/odjava?token=… from any newsletter e-mail: the signed per-inbox token of a sent
 * issue (lib/newsletter/unsubscribe-link.ts, checked as the page opens, which only reads) or a
 * subscriber's own token from the confirmation e-mail. Only the button unsubscribes.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const token = firstParam(params.token) ?? null;
  const forged =
    token !== null && isSignedNewsletterToken(token) && (await readNewsletterUnsubscribePage(token)) === null;
  const status = forged ? 'nevazece' : firstParam(params.status);
  const outcome = OUTCOMES.get(status);
  const { t } = await pageScript();
  return (
    <EmailLinkPage
      title={t('Odjava sa newslettera')}
      text={t('Žao nam je što odlaziš. Potvrdi odjavu i više ti nećemo slati newsletter.')}
      buttonLabel={t('Odjavi me')}
      token={token}
      action={unsubscribeNewsletterAction}
      outcome={outcome ? { ...outcome, title: t(outcome.title), text: t(outcome.text) } : null}
    />
  );
}
