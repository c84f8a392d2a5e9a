import { scriptFields } from '@/lib/actions/result';
import { ActionButton } from '@/components/forms/action-button';
import { Card } from '@/components/ui/card';
import { XIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { revokeRole } from '@/lib/actions/admin-team';
import { ROLE_LABELS } from '@/lib/admin/roles';
import type { TeamMember } from '@/lib/data/staff';
import { pageScript } from '@/lib/i18n/page-script';
import type { Page } from '@/lib/site/paging';
import { ROLE_MESSAGES } from '@/lib/validation/admin-team';

/** The team page's list: each person, admin rights and roles, each role with its 'Oduzmi'. */
export async function TeamList({ team, hrefFor }: { team: Page<TeamMember>; hrefFor: (page: number) => string }) {
  const { script, t } = await pageScript();
  return (
    <section aria-labelledby="team-list" className="grid gap-3">
      <h2 id="team-list" className="text-xl font-bold">
        {t('Tim')} ({team.total})
      </h2>
      {team.items.length === 0 ? <p className="text-muted-foreground">{t('Na ovoj strani nema nikoga.')}</p> : null}
      <ul className="grid gap-3" aria-label={t('Članovi tima')}>
        {team.items.map((person) => (
          <li key={person.userId}>
            <Card className="grid gap-2">
              <div className="grid gap-0.5">
                <p className="font-semibold break-all">{person.email || t('Nalog bez potvrđene adrese')}</p>
                <p className="font-mono text-xs break-all text-muted-foreground" translate="no">
                  {person.userId}
                </p>
              </div>
              <ul className="flex flex-wrap items-center gap-2" aria-label={t(`Uloge: ${person.email}`)}>
                {person.admin ? (
                  <li className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
                    {t('Administrator')}
                  </li>
                ) : null}
                {person.roles.map((role) => (
                  <li key={role} className="flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm">
                    {t(ROLE_LABELS[role])}
                    <ActionButton
                      action={revokeRole}
                      fields={{ userId: person.userId, role, ...scriptFields(script) }}
                      fallbackError={t(ROLE_MESSAGES.failed)}
                      confirm={{
                        title: t(`Oduzeti ulogu „${ROLE_LABELS[role]}”?`),
                        description: t(`${person.email} više neće videti delove panela te uloge.`),
                        confirmLabel: t('Oduzmi'),
                      }}
                      variant="ghost"
                      size="sm"
                      aria-label={t(`Oduzmi ulogu ${ROLE_LABELS[role]}: ${person.email}`)}
                    >
                      <XIcon aria-hidden />
                      {t('Oduzmi')}
                    </ActionButton>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination of={team} hrefFor={hrefFor} label={t('Stranice tima')} />
    </section>
  );
}
