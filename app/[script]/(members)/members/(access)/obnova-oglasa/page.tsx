import type { Metadata } from 'next';

import { EmailLinkPage, type EmailLinkPageProps } from '@/components/forms/email-link-page';
import { renewAdFromLinkAction } from '@/lib/actions/member-links';
import { readAdRenewalPage } from '@/lib/data/member-links';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn } from '@/lib/i18n/texts';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { MODERATION_OUTCOME_TEXTS } from '@/lib/validation/member-texts';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Produženje oglasa') };
}

type EmailLinkOutcome = NonNullable<EmailLinkPageProps['outcome']>;

const INVALID = {
  kind: 'invalid' as const,
  title: 'Link nije važeći',
  text: 'Link je istekao ili je oglas zatvoren. Oglase možete produžiti i na stranici Oglasi & Zahtevi.',
};

/**
 * /members/obnova-oglasa?token=… from the expiry warning (docs/members.md, "Notices"). Opening the
 * link only reads; 'Produži oglas' posts the signed token. No sign-in needed. An ad a moderator
 * closed says so ('Oglas je zatvorio moderator …').
 */
export default async function AdRenewalPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { script, t } = await pageScript();
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? null;
  const page = { title: t('Produženje oglasa'), buttonLabel: t('Produži oglas'), token, action: renewAdFromLinkAction };
  // The outcomes quote the ad's title: shown converted, as the ad itself is.
  const outcomeIn = (outcome: EmailLinkOutcome) => textsIn(script, outcome, ['title', 'text']);
  if (status === 'produzeno' || status === 'nevazece' || !token) {
    return (
      <EmailLinkPage
        {...page}
        text=""
        outcome={outcomeIn(
          status === 'produzeno'
            ? { kind: 'done', title: 'Oglas je produžen', text: 'Oglas je vidljiv još 60 dana od danas.' }
            : INVALID,
        )}
      />
    );
  }
  // A moderator closed it (`closure`): say so, instead of 'not valid'.
  const { ad, closure } = await readAdRenewalPage(token);
  return (
    <EmailLinkPage
      {...page}
      text={
        ad
          ? t(`Oglas „${ad.title}“ je vidljiv do ${formatLongDate(ad.expiresAt)} Produžite ga za još 60 dana od danas.`)
          : ''
      }
      outcome={
        ad
          ? null
          : outcomeIn(
              closure
                ? {
                    kind: 'invalid',
                    title: MODERATION_OUTCOME_TEXTS.adClosedTitle,
                    text: `„${closure.title}“: ${MODERATION_OUTCOME_TEXTS.adClosed(closure.closedAt)}`,
                  }
                : INVALID,
            )
      }
    />
  );
}
