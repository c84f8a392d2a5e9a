import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { pageScript } from '@/lib/i18n/page-script';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

import { confirmNewsletterAction } from '@/lib/actions/public';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Potvrda prijave na newsletter'), robots: { index: false, follow: false } };
}

/** /newsletter/potvrda?token=… from the confirmation e-mail (double opt-in). */
export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = firstParam(params.status);
  const { t } = await pageScript();
  return (
    <EmailLinkPage
      title={t('Potvrdi prijavu na newsletter')}
      text={t('Još samo jedan klik: potvrdi da želiš da primaš naš newsletter.')}
      buttonLabel={t('Potvrdi prijavu')}
      token={firstParam(params.token) ?? null}
      action={confirmNewsletterAction}
      outcome={
        status === 'potvrdjeno'
          ? {
              kind: 'done',
              title: t('Prijava je potvrđena!'),
              text: t('Hvala! Od sada ti stižu vesti o događajima i zajednici.'),
            }
          : status === 'nevazece'
            ? {
                kind: 'invalid',
                title: t('Link nije važeći'),
                text: t('Link je već iskorišćen ili je zamenjen novijim. Prijavi se ponovo i stići će ti novi.'),
              }
            : null
      }
    />
  );
}
