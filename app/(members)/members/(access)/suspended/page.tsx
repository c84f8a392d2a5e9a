import type { Metadata } from 'next';

import { SignOutButton } from '@/components/auth/sign-out-button';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
    <Card className="grid gap-6">
      <div className="grid gap-2 text-center">
        <BanIcon className="mx-auto size-12 text-destructive" aria-hidden />
        <h1 className="text-2xl font-bold">Vaš nalog je suspendovan</h1>
        <p className="text-muted-foreground">
          Tim je privremeno isključio vaš pristup platformi za članove. Dok traje suspenzija možete samo da preuzmete
          svoje podatke ili da se odjavite.
        </p>
      </div>
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
      <div className="flex flex-wrap justify-center gap-3">
        <a href="/members/profile/export" download className={buttonVariants({ variant: 'outline' })}>
          <DownloadIcon aria-hidden />
          Preuzmi moje podatke
        </a>
        <SignOutButton next="/" />
      </div>
    </Card>
  );
}
