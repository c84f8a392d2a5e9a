import { AdminListSearch } from '@/components/admin/admin-list-search';
import { MemberDecisionForms } from '@/components/admin/members/decision-buttons';
import { MemberItems } from '@/components/admin/members/member-items';
import { memberRow } from '@/components/admin/members/member-row';
import { MEMBER_LIST_TEXTS } from '@/components/admin/members/member-texts';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { StatusFilters } from '@/components/admin/status-filters';
import { UserCheckIcon } from '@/components/ui/icons';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { readAdminMembersTab } from '@/lib/data/admin-members';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@/lib/domain/enums';
import { MEMBER_STATUS_LABELS } from '@/lib/members/decisions';
import { MAX_DIRECTORY_QUERY } from '@/lib/members/search';
import { pageScript } from '@/lib/i18n/page-script';
import { PAGE_PARAM, pageHref, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

const HEADINGS: Record<ApprovalStatus, string> = {
  pending: 'Članovi na čekanju',
  approved: 'Odobreni članovi',
  rejected: 'Odbijeni članovi',
  suspended: 'Suspendovani članovi',
};

function statusFrom(value: string | undefined): ApprovalStatus {
  return (APPROVAL_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApprovalStatus) : 'pending';
}

/** The tab's address for a standing (none for pending), a search and a page (none for the first). */
function membersHref(status: ApprovalStatus, query = '', page = 1): string {
  return pageHref('/admin', { tab: 'members', status: status === 'pending' ? undefined : status, q: query }, page);
}

/**
 * 'Članovi' (spec §2; docs/admin.md): pending members first and by default, as the spec has it,
 * approved or rejected there; the other standings one link away, a search over all of them, and
 * every card opens the member's record (`/admin/members/{id}`) with the other decisions. One page
 * of the list at a time; the counts per standing are one `GROUP BY`, remembered (`readAdminMembersTab`).
 */
export async function MembersTab({ searchParams }: { searchParams: SearchParams }) {
  const status = statusFrom(firstParam(searchParams.status));
  const query = (firstParam(searchParams.q) ?? '').trim().slice(0, MAX_DIRECTORY_QUERY);
  const page = pageNumberFrom(searchParams[PAGE_PARAM]);
  const { counts, list } = await readAdminMembersTab({ status, query, page });
  const { script, t, href } = await pageScript();
  const shown = storedTextIn(script);
  const rows = list.items.map((member) => memberRow(member, t, shown));
  const texts = textTableIn(script, MEMBER_LIST_TEXTS);
  const total = counts[status];
  return (
    <section aria-labelledby="members-tab-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="members-tab-heading" className="text-xl font-semibold">
          {t(HEADINGS[status])} ({total})
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('Odobreni članovi dobijaju pristup platformi; o odluci ih obaveštavamo email-om.')}
        </p>
      </div>
      <StatusFilters
        label={t('Status članova')}
        statuses={APPROVAL_STATUSES}
        labels={textTableIn(script, MEMBER_STATUS_LABELS)}
        countOf={(item) => counts[item]}
        hrefFor={(item) => href(membersHref(item, query))}
        current={status}
      />
      <AdminListSearch
        action={href('/admin')}
        hidden={{ tab: 'members', status: status !== 'pending' ? status : undefined }}
        name={t('Pretraga članova')}
        label={t('Pretraži članove')}
        id="members-search"
        query={query}
        maxLength={MAX_DIRECTORY_QUERY}
        placeholder={t('Ime, email, delatnost…')}
        found={list.total}
        total={total}
        clearHref={href(membersHref(status))}
      />
      {rows.some((row) => row.pending) ? <MemberDecisionForms script={script} texts={texts} /> : null}
      {rows.length === 0 ? (
        <Card className="grid justify-items-center gap-2 py-10 text-center">
          <UserCheckIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold">
            {t(
              query
                ? 'Nijedan član ne odgovara pretrazi.'
                : status === 'pending'
                  ? 'Nema članova koji čekaju odobrenje.'
                  : 'Nema članova sa ovim statusom.',
            )}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-labelledby="members-tab-heading">
          <MemberItems rows={rows} script={script} texts={texts} />
        </ul>
      )}
      <Pagination
        label={t('Stranice liste članova')}
        of={list}
        hrefFor={(number) => href(membersHref(status, query, number))}
        className="mt-2"
      />
    </section>
  );
}
