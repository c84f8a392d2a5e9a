import { belgradeDateTime } from '@/lib/events/schedule';
import { pageHref } from '@/lib/site/paging';
import { isUuid } from '@/lib/validation/shared';

/**
 * 'Dnevnik izmena' (issue 48, docs/admin.md): every change made from the panel, who, when, what
 * and why. The actions by their Serbian names, in the order the filter offers them.
 */
export const STAFF_ACTION_LABELS: Record<string, string> = {
  'admin.content.update': 'Izmena teksta sajta',
  'admin.media.create': 'Nova slika u medijima',
  'admin.media.file': 'Otpremljena slika u medijima',
  'admin.media.delete': 'Brisanje slike iz medija',
  'admin.media.restore': 'Vraćena slika u medije',
  'admin.files.upload': 'Otpremljen fajl',
  'admin.blog.autosave': 'Automatsko čuvanje teksta',
  'admin.blog.save_draft': 'Sačuvan nacrt teksta',
  'admin.blog.publish': 'Objavljen tekst',
  'admin.blog.restore_revision': 'Vraćena ranija verzija teksta',
  'admin.blog.delete': 'Brisanje teksta',
  'admin.newsletter.create': 'Novo izdanje newslettera',
  'admin.newsletter.autosave': 'Automatsko čuvanje izdanja newslettera',
  'admin.newsletter.save': 'Sačuvano izdanje newslettera',
  'admin.newsletter.test': 'Probni primerak newslettera',
  'admin.newsletter.send': 'Slanje newslettera',
  'admin.newsletter.schedule': 'Zakazano slanje newslettera',
  'admin.newsletter.unschedule': 'Otkazano zakazano slanje newslettera',
  'admin.newsletter.pause': 'Pauzirano slanje newslettera',
  'admin.newsletter.resume': 'Nastavljeno slanje newslettera',
  'admin.newsletter.delete': 'Brisanje nacrta newslettera',
  'admin.announcements.create': 'Novo obaveštenje',
  'admin.announcements.update': 'Izmena obaveštenja',
  'admin.announcements.delete': 'Brisanje obaveštenja',
  'admin.announcements.restore': 'Vraćeno obaveštenje',
  'admin.resources.create': 'Novi resurs za članove',
  'admin.resources.update': 'Izmena resursa za članove',
  'admin.resources.delete': 'Brisanje resursa za članove',
  'admin.events.create': 'Novi događaj',
  'admin.events.update': 'Izmena događaja',
  'admin.events.delete': 'Brisanje događaja',
  'admin.events.remove_attendee': 'Uklonjena prijava na događaj',
  'admin.events.message_attendees': 'Poruka prijavljenima na događaj',
  'admin.submissions.draft_event': 'Događaj iz predloga',
  'admin.inbox.set_handled': 'Status prijave u sandučetu',
  'admin.members.decide': 'Odluka o članu',
  'admin.moderation.resolve': 'Odluka o prijavi člana',
  'admin.outbox.retry': 'Ponovno slanje emaila',
  'admin.members.grant_admin': 'Dodeljena administratorska prava',
  'admin.team.grant_role': 'Dodeljena uloga',
  'admin.team.revoke_role': 'Oduzeta uloga',
};

/** An action's name for people; an action no longer known keeps its technical name. */
export function staffActionLabel(action: string): string {
  return STAFF_ACTION_LABELS[action] ?? action;
}

export const STAFF_LOG_PATH = '/admin/dnevnik';
export const STAFF_LOG_EXPORT_PATH = '/admin/dnevnik/export';
export const STAFF_LOG_PAGE_SIZE = 50;

/** The log's filters: a person (account id), an action, and days from and to (Belgrade's calendar, inclusive). */
export interface StaffLogFilter {
  actorId?: string;
  action?: string;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? value
    : undefined;
}

/** The filters an address carries; anything malformed is left out (the whole log). */
export function staffLogFilterFrom(params: Record<string, string | undefined>): StaffLogFilter {
  const filter: StaffLogFilter = {};
  if (params.osoba && isUuid(params.osoba)) filter.actorId = params.osoba.toLowerCase();
  if (params.radnja && params.radnja in STAFF_ACTION_LABELS) filter.action = params.radnja;
  const from = validDay(params.od);
  const to = validDay(params.do);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The filter's query (`osoba`, `radnja`, `od`, `do`), without empty ones. */
export function staffLogQuery(filter: StaffLogFilter): Record<string, string | undefined> {
  return { osoba: filter.actorId, radnja: filter.action, od: filter.from, do: filter.to };
}

/** The log's address for a filter and a page (1 left out), or its CSV's with `path`. */
export function staffLogHref(filter: StaffLogFilter, page = 1, path = STAFF_LOG_PATH): string {
  return pageHref(path, staffLogQuery(filter), page);
}

/** The moments a filter's days span: from the first day's midnight to the midnight after the last, in Belgrade. */
export function staffLogRange(filter: StaffLogFilter): { from?: Date; before?: Date } {
  const range: { from?: Date; before?: Date } = {};
  if (filter.from) range.from = midnightOf(filter.from, 0);
  if (filter.to) range.before = midnightOf(filter.to, 1);
  return range;
}

/** Belgrade's midnight at the start of a YYYY-MM-DD day, `daysLater` days on. */
function midnightOf(day: string, daysLater: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return belgradeDateTime(year, month - 1, date + daysLater, 0);
}
