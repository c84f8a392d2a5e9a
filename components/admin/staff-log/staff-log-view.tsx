import { storedTextIn } from '@/lib/i18n/texts';
import { Button, buttonVariants } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import {
  STAFF_ACTION_LABELS,
  STAFF_LOG_EXPORT_PATH,
  STAFF_LOG_PATH,
  staffActionLabel,
  staffLogHref,
  type StaffLogFilter,
} from '@/lib/admin/staff-log';
import type { StaffLogEntry } from '@/lib/data/staff-log';
import { formatDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import type { Page } from '@/lib/site/paging';

const selectClass = 'h-10 w-full min-w-0 rounded-xl border bg-background px-3 text-sm';

interface StaffLogViewProps {
  filter: StaffLogFilter;
  entries: Page<StaffLogEntry>;
  actors: { id: string; email: string }[];
}

/**
 * 'Dnevnik izmena': the filters (a GET form, so it works without JavaScript and the address can be
 * shared), the CSV of everything they match, and one page of lines, newest first. Read-only.
 */
export async function StaffLogView({ filter, entries, actors }: StaffLogViewProps) {
  const { script, t, href } = await pageScript();
  const shown = storedTextIn(script);
  return (
    <div className="grid gap-4">
      <form
        action={href(STAFF_LOG_PATH)}
        method="get"
        role="search"
        aria-label={t('Filteri dnevnika')}
        className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="log-actor">{t('Osoba')}</Label>
          <select id="log-actor" name="osoba" defaultValue={filter.actorId ?? ''} className={selectClass}>
            <option value="">{t('Svi')}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="log-action">{t('Radnja')}</Label>
          <select id="log-action" name="radnja" defaultValue={filter.action ?? ''} className={selectClass}>
            <option value="">{t('Sve')}</option>
            {Object.entries(STAFF_ACTION_LABELS).map(([action, label]) => (
              <option key={action} value={action}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="log-from">{t('Od datuma')}</Label>
          <Input id="log-from" name="od" type="date" defaultValue={filter.from ?? ''} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="log-to">{t('Do datuma')}</Label>
          <Input id="log-to" name="do" type="date" defaultValue={filter.to ?? ''} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('Primeni filtere')}</Button>
          <a
            href={staffLogHref(filter, 1, STAFF_LOG_EXPORT_PATH)}
            className={buttonVariants({ variant: 'outline' })}
            download
          >
            <DownloadIcon aria-hidden />
            {t('Preuzmi CSV')}
          </a>
        </div>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(`Prikazano ${entries.items.length} od ${entries.total}`)}
      </p>
      {entries.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground">
          {t('Nema izmena za ove filtere.')}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={t('Izmene')}>
          {entries.items.map((entry) => (
            <li key={entry.id}>
              <article className="grid gap-1 rounded-2xl border bg-card p-4 text-sm" aria-label={shown(entry.summary)}>
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
                  <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
                  <span className="wrap-anywhere">{entry.actorEmail}</span>
                  <span>{t(staffActionLabel(entry.action))}</span>
                </p>
                <p className="font-semibold break-words">{shown(entry.summary)}</p>
                {entry.targetType ? (
                  <p className="text-xs wrap-anywhere text-muted-foreground" translate="no">
                    {entry.targetType}
                    {entry.targetId ? `: ${entry.targetId}` : ''}
                  </p>
                ) : null}
                {entry.reason ? (
                  <p className="break-words">
                    <span className="font-medium">{t('Obrazloženje: ')}</span>
                    {shown(entry.reason)}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination of={entries} hrefFor={(page) => href(staffLogHref(filter, page))} label={t('Stranice dnevnika')} />
    </div>
  );
}
