import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { confirmProfileEmailAction } from '@/lib/actions/profile-email';
import { readProfileEmailPage } from '@/lib/data/profile-email';
import { PROFILE_EMAIL_MESSAGES as TEXT } from '@/lib/members/profile-email';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: TEXT.pageTitle, robots: { index: false, follow: false } };

const INVALID = { kind: 'invalid' as const, title: TEXT.invalidTitle, text: TEXT.invalidText };

/**
 * /members/potvrda-adrese?token=… from the mail that confirms a profile's new contact address
 * (docs/members.md, "Profile e-mail"). Opening the link only reads; 'Potvrdi adresu' posts the
 * token. No sign-in needed: the link proves the mailbox.
 */
export default async function ProfileEmailConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? null;
  const address = status === undefined && token !== null ? await readProfileEmailPage(token) : null;
  return (
    <EmailLinkPage
      title={TEXT.pageTitle}
      text={TEXT.pageText(address ?? '')}
      buttonLabel={TEXT.button}
      token={token}
      action={confirmProfileEmailAction}
      outcome={
        status === 'potvrdjeno'
          ? { kind: 'done', title: TEXT.doneTitle, text: TEXT.doneText }
          : status === 'zauzeto'
            ? { kind: 'invalid', title: TEXT.takenTitle, text: TEXT.takenText }
            : address
              ? null
              : INVALID
      }
    />
  );
}
