import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { confirmProfileEmailAction } from '@/lib/actions/profile-email';
import { readProfileEmailPage } from '@/lib/data/profile-email';
import { pageScript } from '@/lib/i18n/page-script';
import { PROFILE_EMAIL_MESSAGES as TEXT } from '@/lib/members/profile-email';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t(TEXT.pageTitle), robots: { index: false, follow: false } };
}

/**
 * /members/potvrda-adrese?token=… from the mail that confirms a profile's new contact address
 * (docs/members.md, "Profile e-mail"). Opening the link only reads; 'Potvrdi adresu' posts the
 * token. No sign-in needed: the link proves the mailbox.
 */
export default async function ProfileEmailConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { t } = await pageScript();
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? null;
  const address = status === undefined && token !== null ? await readProfileEmailPage(token) : null;
  return (
    <EmailLinkPage
      title={t(TEXT.pageTitle)}
      text={t(TEXT.pageText(address ?? ''))}
      buttonLabel={t(TEXT.button)}
      token={token}
      action={confirmProfileEmailAction}
      outcome={
        status === 'potvrdjeno'
          ? { kind: 'done', title: t(TEXT.doneTitle), text: t(TEXT.doneText) }
          : status === 'zauzeto'
            ? { kind: 'invalid', title: t(TEXT.takenTitle), text: t(TEXT.takenText) }
            : address
              ? null
              : { kind: 'invalid', title: t(TEXT.invalidTitle), text: t(TEXT.invalidText) }
      }
    />
  );
}
