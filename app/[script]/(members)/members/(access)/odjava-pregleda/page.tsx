import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { stopDigestFromLinkAction } from '@/lib/actions/member-links';
import { readDigestUnsubscribePage } from '@/lib/data/member-links';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn } from '@/lib/i18n/texts';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Odjava sa dnevnog pregleda') };
}

const INVALID = {
  kind: 'invalid' as const,
  title: 'Link nije važeći',
  text: 'Proverite da li ste otvorili ceo link iz emaila. Dnevni pregled možete isključiti i u podešavanjima profila.',
};

/**
 * /members/odjava-pregleda?token=… from the daily digest (docs/members.md, "Notices"). Opening the
 * link only reads; 'Isključi dnevni pregled' posts the signed token. No sign-in needed.
 */
export default async function DigestUnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { script, t } = await pageScript();
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? null;
  const valid = status === undefined && token !== null ? await readDigestUnsubscribePage(token) : false;
  return (
    <EmailLinkPage
      title={t('Odjava sa dnevnog pregleda')}
      text={t(
        'Potvrdite i više vam nećemo slati dnevni pregled nepročitanih poruka. Uvek ga možete ponovo uključiti u podešavanjima profila.',
      )}
      buttonLabel={t('Isključi dnevni pregled')}
      token={token}
      action={stopDigestFromLinkAction}
      outcome={
        status === 'iskljuceno'
          ? {
              kind: 'done',
              title: t('Dnevni pregled je isključen'),
              text: t(
                'Više vam nećemo slati pregled nepročitanih poruka. Ponovo ga uključite u podešavanjima profila.',
              ),
            }
          : valid
            ? null
            : textsIn(script, INVALID, ['title', 'text'])
      }
    />
  );
}
