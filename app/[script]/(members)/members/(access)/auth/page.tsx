import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmationNotice } from '@/components/auth/confirmation-notice';
import { SIGNED_IN_REDIRECT_TEXTS } from '@/components/auth/auth-texts';
import { ForgotPasswordLink } from '@/components/auth/password-reset-notes';
import { SignInTabs, type SignInTab } from '@/components/auth/sign-in-tabs';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { GoogleSignInButton } from '@/components/members/google-sign-in-button';
import { CompleteSignUpForm, MemberSignInForm, MemberSignUpForm } from '@/components/members/member-auth-forms';
import { SignedInRedirect } from '@/components/members/signed-in-redirect';
import { getMemberStanding } from '@/lib/auth';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn, type ScriptText } from '@/lib/i18n/texts';
import { afterSignInPath } from '@/lib/members/access';
import { EMAIL_PATTERN } from '@/lib/validation/shared';
import { MEMBER_MESSAGES, SIGN_IN_REDIRECT_DELAY_MS, SIGN_UP_REDIRECT_DELAY_MS } from '@/lib/validation/members';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { RESET_DONE_PARAM } from '@/lib/validation/password-reset';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Prijava za članove') };
}

/** `?greska=` as set by the Google routes (lib/auth/google.ts). */
const GOOGLE_ERRORS: Partial<Record<string, string>> = {
  google: MEMBER_MESSAGES.googleFailed,
  'google-nedostupan': MEMBER_MESSAGES.googleUnavailable,
};

/**
 * /members/auth (spec §2, §4): 'Prijava' and 'Registracija' in the URL, and 'Nastavi sa Google-om'. A
 * signed-in account without a profile lands on 'Registracija' with its e-mail and completes it; a
 * signed-in member is moved on to their page after the spec's delay (1 s, 2 s after a sign-up).
 */
export default async function MemberAuthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { script, t, href } = await pageScript();
  const standing = await getMemberStanding();
  const params = await searchParams;
  const typedEmail = firstParam(params.email)?.trim().toLowerCase();
  const email = typedEmail && typedEmail.length <= 254 && EMAIL_PATTERN.test(typedEmail) ? typedEmail : undefined;
  const signedIn = standing.kind === 'no-profile' || standing.kind === 'unknown' ? standing.user : null;
  const tab: SignInTab =
    firstParam(params.tab) === 'registracija' || standing.kind === 'no-profile' ? 'registracija' : 'prijava';
  const tabHref = (target: SignInTab) =>
    href(`/members/auth?${new URLSearchParams({ tab: target, ...(email ? { email } : {}) })}`);
  const googleError = GOOGLE_ERRORS[firstParam(params.greska) ?? ''];

  return (
    <AuthCard
      title={t('Platforma za članove')}
      intro={t('Prijavite se ili se registrujte da biste se povezali sa članovima zajednice.')}
      back={{ href: href('/'), label: t('Nazad na početnu') }}
    >
      {googleError ? (
        // Title and message apart, as a toast has them (spec §8: the title with the service's message).
        <div role="alert" className="grid gap-1 rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
          <p className="font-semibold">{t(MEMBER_MESSAGES.signInFailedTitle)}</p>
          <p>{t(googleError)}</p>
        </div>
      ) : null}
      {standing.kind === 'pending' ||
      standing.kind === 'rejected' ||
      standing.kind === 'suspended' ||
      standing.kind === 'approved' ? (
        <SignedInRedirect
          email={standing.user.email}
          to={href(afterSignInPath(standing.kind))}
          delayMs={firstParam(params.tab) === 'registracija' ? SIGN_UP_REDIRECT_DELAY_MS : SIGN_IN_REDIRECT_DELAY_MS}
          texts={textTableIn(script, SIGNED_IN_REDIRECT_TEXTS)}
        />
      ) : standing.kind === 'unknown' ? (
        <div role="alert" className="grid gap-3 rounded-xl border p-4 text-sm">
          <p>
            {t('Nalog')} <strong>{standing.user.email}</strong>{' '}
            {t('trenutno nema pristup platformi za članove. Ako mislite da je ovo greška,')}{' '}
            <Link href={href('/contact')} className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('javite nam se')}
            </Link>
            .
          </p>
          <SignOutButton next="/members/auth" />
        </div>
      ) : (
        <>
          <SignInTabs
            idPrefix="member-auth"
            active={tab}
            hrefFor={tabHref}
            passwordChanged={firstParam(params.lozinka) === RESET_DONE_PARAM}
            panelClassName="grid gap-4"
            panels={
              signedIn
                ? bothTabs(completeSignUp(signedIn.email, t))
                : {
                    prijava: (
                      <>
                        <MemberSignInForm defaultEmail={email} />
                        <ForgotPasswordLink area="members" />
                      </>
                    ),
                    registracija: <MemberSignUpForm defaultEmail={email} />,
                  }
            }
          />
          {signedIn ? null : <GoogleSignInButton />}
          {signedIn ? null : <ConfirmationNotice justSignedUp={firstParam(params.potvrda) === 'poslata'} />}
        </>
      )}
    </AuthCard>
  );
}

const bothTabs = (panel: ReactNode): Record<SignInTab, ReactNode> => ({ prijava: panel, registracija: panel });

/** A signed-in account without a member profile: whichever tab is open, it completes its sign-up. */
function completeSignUp(email: string, t: ScriptText) {
  return (
    <>
      <div className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
        <p>
          {t('Prijavljeni ste kao')} <strong>{email}</strong>
          {t(', ali još nemate profil člana. Popunite podatke ispod da biste završili registraciju.')}
        </p>
        <SignOutButton next="/members/auth" variant="ghost" />
      </div>
      <CompleteSignUpForm email={email} />
    </>
  );
}
