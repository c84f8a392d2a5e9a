import type { Metadata } from 'next';

import { NewsletterLinkPage } from '@/components/forms/newsletter-link-page';

import { confirmNewsletterAction } from '../actions';

export const metadata: Metadata = {
  title: 'Potvrda prijave na newsletter',
  robots: { index: false, follow: false },
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** /newsletter/potvrda?token=… from the confirmation e-mail (double opt-in). */
export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = first(params.status);
  return (
    <NewsletterLinkPage
      title="Potvrdi prijavu na newsletter"
      text="Još samo jedan klik: potvrdi da želiš da primaš naš newsletter."
      buttonLabel="Potvrdi prijavu"
      token={first(params.token)}
      action={confirmNewsletterAction}
      outcome={
        status === 'potvrdjeno'
          ? { kind: 'done', title: 'Prijava je potvrđena!', text: 'Hvala! Od sada ti stižu vesti o događajima i zajednici.' }
          : status === 'nevazece'
            ? { kind: 'invalid', title: 'Link nije važeći', text: 'Link je već iskorišćen ili je zamenjen novijim. Prijavi se ponovo i stići će ti novi.' }
            : null
      }
    />
  );
}
