import type { Metadata } from 'next';

import { buttonVariants } from '@/components/ui/button';
import { StandingNotice } from '@/components/members/standing-notice';
import { BanIcon, DownloadIcon } from '@/components/ui/icons';
import { requireMemberScreen } from '@/lib/auth/member';
import { readSuspensionReason } from '@/lib/data/admin-members';
import { pageScript } from '@/lib/i18n/page-script';
import { getSiteConfig } from '@/lib/site/config';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Nalog je suspendovan') };
}

/**
 * /members/suspended (docs/members.md): a suspended member sees why, and can only download their
 * data or sign out; every other members screen and action refuses them.
 */
export default async function SuspendedPage() {
  const { t, href } = await pageScript();
  const standing = await requireMemberScreen('suspended');
  const reason = standing.kind === 'suspended' ? await readSuspensionReason(standing.profile.id) : null;
  const { contactEmail } = getSiteConfig();
  return (
    <StandingNotice
      icon={BanIcon}
      title={t('Vaš nalog je suspendovan')}
      lead={t(
        'Tim je privremeno isključio vaš pristup platformi za članove. Dok traje suspenzija možete samo da preuzmete svoje podatke ili da se odjavite.',
      )}
      actions={
        <a href={href('/members/profile/export')} download className={buttonVariants({ variant: 'outline' })}>
          <DownloadIcon aria-hidden />
          {t('Preuzmi moje podatke')}
        </a>
      }
    >
      {reason ? (
        <div className="grid gap-1 rounded-xl bg-muted p-4 text-sm">
          <h2 className="font-semibold">{t('Razlog')}</h2>
          <p className="whitespace-pre-line">{t(reason)}</p>
        </div>
      ) : null}
      <p className="text-center text-sm">
        {t('Ako mislite da je ovo greška, pišite nam na')}{' '}
        <a href={`mailto:${contactEmail}`} className="font-semibold text-primary underline-offset-4 hover:underline">
          {contactEmail}
        </a>
        .
      </p>
    </StandingNotice>
  );
}
