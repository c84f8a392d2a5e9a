import Link from 'next/link';
import type { ReactNode } from 'react';

import { KeyRoundIcon, TriangleAlertIcon } from '@/components/ui/icons';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import type { AuthUser } from '@/lib/auth';
import { describeStaff, type StaffAccess } from '@/lib/admin/roles';
import { adminPagesFor, adminTabHref, tabsFor, type AdminTabId } from '@/lib/admin/tabs';
import { pageScript } from '@/lib/i18n/page-script';

interface AdminPanelProps {
  user: AuthUser;
  /** What the person may do: the tabs and pages shown (docs/admin.md "Uloge"). */
  staff: StaffAccess;
  tab: AdminTabId;
  /** Badges beside tab labels (e.g. pending proposals and members). */
  counts?: Partial<Record<AdminTabId, number>>;
  /** Accounts on a hosted database that still have a demo password from the README. */
  demoAccounts?: number;
  children: ReactNode;
}

/** A password published in the README still opens an account: said at the top of every tab. */
function DemoPasswordWarning({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm">{children}</p>
      {action}
    </div>
  );
}

/**
 * 'Admin Panel' (spec §2): sign-out, the eight tabs as a tablist whose open tab lives in the URL;
 * a member of the team without admin rights sees the tabs and pages of their roles only.
 */
export async function AdminPanel({ user, staff, tab, counts = {}, demoAccounts = 0, children }: AdminPanelProps) {
  const { t, href } = await pageScript();
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('Admin Panel')}</h1>
          <p className="text-sm text-muted-foreground">
            {t('Prijavljeni ste kao')} {user.email}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('Uloga:')} {t(describeStaff(staff))}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={href('/auth/lozinka')}
            className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold hover:bg-muted"
          >
            <KeyRoundIcon className="size-4" aria-hidden />
            {t('Promena lozinke')}
          </Link>
          <SignOutButton next={href('/admin')} />
        </div>
      </header>
      {user.passwordIsDemo ? (
        <DemoPasswordWarning
          action={
            <Link href={href('/auth/lozinka')} className="text-sm font-semibold underline underline-offset-4">
              {t('Promeni lozinku')}
            </Link>
          }
        >
          <strong>{t('Koristite demo lozinku.')}</strong>{' '}
          {t(
            'Ovaj nalog još uvek ima javno objavljenu demo lozinku iz README-a. Promenite je pre nego što sajt postane dostupan drugima.',
          )}
        </DemoPasswordWarning>
      ) : null}
      {demoAccounts > 0 ? (
        <DemoPasswordWarning>
          <strong>{t('Na sajtu postoje demo nalozi.')}</strong>{' '}
          {t('Broj naloga sa javno objavljenom demo lozinkom iz README-a:')} {demoAccounts}.{' '}
          {t('Obrišite ih ili im promenite lozinke pre nego što sajt postane dostupan drugima.')}
        </DemoPasswordWarning>
      ) : null}
      <nav aria-label={t('Ostali delovi admin panela')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {adminPagesFor(staff).map((link) => (
          <Link key={link.href} href={href(link.href)} className="text-primary underline-offset-4 hover:underline">
            {t(link.label)}
          </Link>
        ))}
      </nav>
      <LinkTabs
        label={t('Delovi admin panela')}
        idPrefix="admin"
        active={tab}
        tabs={tabsFor(staff).map((item) => ({
          id: item.id,
          label: t(item.label),
          href: href(adminTabHref(item.id)),
          count: counts[item.id] || undefined,
        }))}
      />
      <LinkTabPanel idPrefix="admin" active={tab}>
        {children}
      </LinkTabPanel>
    </div>
  );
}
