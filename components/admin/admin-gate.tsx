import { LockIcon, ShieldAlertIcon } from '@/components/ui/icons';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { buttonVariants } from '@/components/ui/button';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import type { AuthUser } from '@/lib/auth';
import { describeStaff, isStaff, type StaffAccess } from '@/lib/admin/roles';
import { pageScript } from '@/lib/i18n/page-script';

/** /admin without a session (spec §2): a card leading to /auth. */
export async function AdminSignInCard() {
  const { t, href } = await pageScript();
  return (
    <Card className="mx-auto grid max-w-md gap-4 text-center">
      <LockIcon className="mx-auto size-10 text-primary" aria-hidden />
      <h1 className="text-2xl font-bold">{t('Admin Pristup')}</h1>
      <p className="text-muted-foreground">{t('Za pristup admin panelu potrebno je da se prijavite.')}</p>
      <NavigationButton href={href('/auth')} className="justify-self-center">
        {t('Prijavite se')}
      </NavigationButton>
    </Card>
  );
}

/**
 * /admin for a signed-in account without admin rights (spec §2): who is signed in, re-check, sign
 * out. A member of the team who opened a part beyond their roles is told so, with the way back.
 */
export async function AdminNoPermissionCard({ user, staff }: { user: AuthUser; staff: StaffAccess }) {
  const { t, href } = await pageScript();
  const team = isStaff(staff);
  return (
    <Card className="mx-auto grid max-w-md gap-4 text-center">
      <ShieldAlertIcon className="mx-auto size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">{t('Nemate dozvolu')}</h1>
      <p className="text-muted-foreground">
        {team
          ? t(`Ovaj deo admin panela nije deo vaše uloge (${describeStaff(staff)}).`)
          : t('Vaš nalog nema administratorske privilegije.')}
      </p>
      <dl className="grid gap-1 rounded-xl bg-muted/60 p-3 text-left text-sm">
        <div>
          <dt className="inline font-medium">{t('Email: ')}</dt>
          <dd className="inline break-all">{user.email}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('ID korisnika: ')}</dt>
          <dd className="inline font-mono text-xs break-all">{user.id}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-center gap-2">
        {team ? (
          <NavigationButton href={href('/admin')}>{t('Nazad na admin panel')}</NavigationButton>
        ) : (
          <form action={href('/admin')}>
            <button type="submit" className={buttonVariants()}>
              {t('Proveri ponovo')}
            </button>
          </form>
        )}
        <SignOutButton next={href('/admin')} />
      </div>
    </Card>
  );
}
