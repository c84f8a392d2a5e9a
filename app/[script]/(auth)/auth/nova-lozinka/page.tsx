import type { Metadata } from 'next';
import Link from 'next/link';

import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm } from '@/components/auth/password-reset-forms';
import { buttonVariants } from '@/components/ui/button';
import { getRequestContext } from '@/lib/auth';
import { pageScript } from '@/lib/i18n/page-script';
import { resetLinkLooksValid } from '@/lib/auth/password-reset';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { RESET_MESSAGES, RESET_PASSWORD_PATH, RESET_PATHS, resetAreaOf } from '@/lib/validation/password-reset';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t(RESET_MESSAGES.setTitle), robots: { index: false, follow: false } };
}

/**
 * The page of the mailed link (docs/accounts.md "Password reset"): the form for the new password,
 * or why the link no longer works. It only reads: the link is used by the form's POST, so a mail
 * scanner that opens it changes nothing. `za=clanovi` came from the members' sign-in page.
 */
export default async function NewPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { t, href } = await pageScript();
  const params = await searchParams;
  const area = resetAreaOf(firstParam(params.za));
  const proof = {
    token: firstParam(params.token),
    // Supabase's recovery link: `code` (PKCE), or `token_hash` with `type=recovery`.
    code: firstParam(params.code),
    tokenHash: firstParam(params.type) === 'recovery' ? firstParam(params.token_hash) : undefined,
  };
  // Supabase sends its own refusal (an expired or used link) as `error` in the query.
  const valid = !firstParam(params.error) && (await resetLinkLooksValid(await getRequestContext(), proof));
  const query = new URLSearchParams();
  if (proof.token) query.set('token', proof.token);
  if (proof.code) query.set('code', proof.code);
  if (proof.tokenHash) {
    query.set('token_hash', proof.tokenHash);
    query.set('type', 'recovery');
  }
  if (area === 'members') query.set('za', 'clanovi');
  const permalink = href(`${RESET_PASSWORD_PATH}?${query}`);

  return (
    <AuthCard title={t(RESET_MESSAGES.setTitle)} intro={valid ? t(RESET_MESSAGES.setIntro) : undefined}>
      {valid ? (
        <NewPasswordForm area={area} proof={proof} permalink={permalink} />
      ) : (
        <div className="grid gap-4">
          <p role="alert">{t(RESET_MESSAGES.linkInvalid)}</p>
          <Link href={href(RESET_PATHS[area].request)} className={buttonVariants()}>
            {t('Zatraži novi link')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
