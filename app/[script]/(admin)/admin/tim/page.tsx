import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminGrantForm } from '@/components/admin/admin-grant-form';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { RoleGrantForm } from '@/components/admin/team/role-grant-form';
import { TeamList } from '@/components/admin/team/team-list';
import { Card } from '@/components/ui/card';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '@/lib/admin/roles';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { readTeamPage } from '@/lib/data/staff';
import { PAGE_PARAM, pageHref, pageNumberFrom } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';

export const generateMetadata = titleInScript('Tim i uloge');

const TEAM_PATH = '/admin/tim';

/** /admin/tim (issue 48, docs/admin.md "Uloge"): who is on the team, and the admins' grants of roles. */
export default async function TeamPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageNumberFrom((await searchParams)[PAGE_PARAM]);
  const access = await requireAdmin('admin', pageHref(TEAM_PATH, {}, page));
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const team = await readTeamPage(page);
  const { t, href } = await pageScript();
  return (
    <AdminSubpage
      title={t('Tim i uloge')}
      description={t(
        'Administratori mogu sve i jedini dodeljuju uloge. Ostali članovi tima vide samo delove panela svojih uloga.',
      )}
    >
      <Card className="grid gap-4">
        <h2 className="text-xl font-bold">{t('Uloge')}</h2>
        <dl className="grid gap-2 text-sm">
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <dt className="inline font-semibold">{t(`${ROLE_LABELS[role]}: `)}</dt>
              <dd className="inline text-muted-foreground">{t(ROLE_DESCRIPTIONS[role])}</dd>
            </div>
          ))}
        </dl>
        <h2 className="text-xl font-bold">{t('Dodeli ulogu')}</h2>
        <p className="text-sm text-muted-foreground">
          {t('Samo nalogu sa potvrđenom email adresom. Osoba vidi ID svog naloga kada otvori admin panel.')}
        </p>
        <RoleGrantForm />
      </Card>
      <Card className="grid gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-bold">{t('Novi administrator')}</h2>
          <p className="text-sm text-muted-foreground">
            {t(
              'Osoba otvori nalog na /auth, potvrdi email adresu i prijavi se: na kartici „Nemate dozvolu” vidi ID svog naloga. Unesite taj ID; beleži se ko je i kada dodelio prava.',
            )}
          </p>
        </div>
        <AdminGrantForm />
      </Card>
      <TeamList team={team} hrefFor={(number) => href(pageHref(TEAM_PATH, {}, number))} />
    </AdminSubpage>
  );
}
