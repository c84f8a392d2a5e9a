import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { SignInForm, SignUpForm } from '@/components/auth/admin-auth-forms';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmationNotice } from '@/components/auth/confirmation-notice';
import { ForgotPasswordLink } from '@/components/auth/password-reset-notes';
import { SignInTabs, type SignInTab } from '@/components/auth/sign-in-tabs';
import { getCurrentUser } from '@/lib/auth';
import { safeNextPath } from '@/lib/auth/next-path';
import { pageScript } from '@/lib/i18n/page-script';
import { splitScriptPath } from '@/lib/i18n/script';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { RESET_DONE_PARAM } from '@/lib/validation/password-reset';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Prijava'), robots: { index: false, follow: false } };
}

/** /auth (spec platform §2): admin sign-in and sign-up; a signed-in user goes on to /admin or `next`. */
export default async function AuthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { t, href } = await pageScript();
  const params = await searchParams;
  const next = firstParam(params.next);
  // `next` may name either script's address (the early sign-in redirect keeps the one asked for).
  if (await getCurrentUser()) redirect(href(splitScriptPath(safeNextPath(next, '/admin')).path));

  const tab: SignInTab = firstParam(params.tab) === 'registracija' ? 'registracija' : 'prijava';
  const query = (target: SignInTab) => href(`/auth?${new URLSearchParams({ tab: target, ...(next ? { next } : {}) })}`);

  return (
    <AuthCard
      title={t('Administracija sajta')}
      intro={t('Prijavite se nalogom administratora ili otvorite novi nalog.')}
      back={{ href: href('/'), label: t('Nazad na početnu') }}
    >
      <SignInTabs
        idPrefix="auth"
        active={tab}
        hrefFor={query}
        passwordChanged={firstParam(params.lozinka) === RESET_DONE_PARAM}
        panels={{
          prijava: (
            <div className="grid gap-4">
              <SignInForm next={next ? safeNextPath(next, '/admin') : undefined} />
              <ForgotPasswordLink area="admin" />
            </div>
          ),
          registracija: <SignUpForm />,
        }}
      />
      <ConfirmationNotice justSignedUp={firstParam(params.potvrda) === 'poslata'} />
    </AuthCard>
  );
}
