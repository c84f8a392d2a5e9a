import type { Metadata } from 'next';

import { buttonVariants } from '@/components/ui/button';
import { StandingNotice } from '@/components/members/standing-notice';
import { BanIcon, DownloadIcon } from '@/components/ui/icons';
import { requireMemberScreen } from '@/lib/auth/member';
import { readSuspensionReason } from '@/lib/data/admin-members';
import { getSiteConfig } from '@/lib/site/config';

export const metadata: Metadata = { title: 'Nalog je suspendovan' };

/**
 * /members/suspended (docs/members.md): a suspended member sees why, and can only download their
 * data or sign out; every other members screen and action refuses them.
 */
export default async function SuspendedPage() {
  const standing = await requireMemberScreen('suspended');
  const reason = standing.kind === 'suspended' ? await readSuspensionReason(standing.profile.id) : null;
  const { contactEmail } = getSiteConfig();
  return (
    <StandingNotice
      icon={BanIcon}
      title="Vaš nalog je suspendovan"
      lead="Tim je privremeno isključio vaš pristup platformi za članove. Dok traje suspenzija možete samo da preuzmete svoje podatke ili da se odjavite."
      actions={
        <a href="/members/profile/export" download className={buttonVariants({ variant: 'outline' })}>
          <DownloadIcon aria-hidden />
          Preuzmi moje podatke
        </a>
      }
    >
      {reason ? (
        <div className="grid gap-1 rounded-xl bg-muted p-4 text-sm">
          <h2 className="font-semibold">Razlog</h2>
          <p className="whitespace-pre-line">{reason}</p>
        </div>
      ) : null}
      <p className="text-center text-sm">
        Ako mislite da je ovo greška, pišite nam na{' '}
        <a href={`mailto:${contactEmail}`} className="font-semibold text-primary underline-offset-4 hover:underline">
          {contactEmail}
        </a>
        .
      </p>
    </StandingNotice>
  );
}
