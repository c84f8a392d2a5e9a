import { PAGE_PARAM } from '@/lib/site/paging';

import { hasCapability, type Capability, type StaffAccess } from './roles';

/**
 * The kinds of visitor submissions the admin inbox shows, with their Serbian labels (tabs in the
 * URL) and who handles them (docs/admin.md "Uloge"): join applications the moderators, event
 * registrations the organisers, the rest the admins.
 */
export const INBOX_KINDS = [
  { id: 'contact', label: 'Kontakt poruke', capability: 'admin' },
  { id: 'join', label: 'Prijave za članstvo', capability: 'moderator' },
  { id: 'team', label: 'Prijave za tim', capability: 'admin' },
  { id: 'registrations', label: 'Prijave na događaje', capability: 'organizator' },
  { id: 'newsletter', label: 'Newsletter', capability: 'admin' },
] as const satisfies readonly { id: string; label: string; capability: Capability }[];

export type InboxKind = (typeof INBOX_KINDS)[number]['id'];

/** What handling a kind of submission needs. */
export function inboxCapability(kind: InboxKind): Capability {
  return INBOX_KINDS.find((item) => item.id === kind)!.capability;
}

/** The kinds this person may read and handle. */
export function inboxKindsFor(access: StaffAccess): (typeof INBOX_KINDS)[number][] {
  return INBOX_KINDS.filter((kind) => hasCapability(access, kind.capability));
}

export const INBOX_STATUSES = [
  { id: 'unhandled', label: 'Neobrađeno' },
  { id: 'handled', label: 'Obrađeno' },
  { id: 'all', label: 'Sve' },
] as const;

export type InboxStatus = (typeof INBOX_STATUSES)[number]['id'];

export function inboxKindFrom(value: string | undefined): InboxKind {
  return INBOX_KINDS.find((kind) => kind.id === value)?.id ?? INBOX_KINDS[0].id;
}

export function inboxStatusFrom(value: string | undefined): InboxStatus {
  return INBOX_STATUSES.find((status) => status.id === value)?.id ?? INBOX_STATUSES[0].id;
}

/** Longest search text taken from the URL. */
export const INBOX_SEARCH_MAX = 100;

/** The inbox's address for a kind, its filters and a page (`?strana=`, left out for page 1). */
export function inboxHref(
  params: { kind: InboxKind; status?: InboxStatus; q?: string; page?: number },
  path = '/admin/inbox',
): string {
  const search = new URLSearchParams({ kind: params.kind });
  if (params.status && params.status !== 'unhandled') search.set('status', params.status);
  if (params.q) search.set('q', params.q);
  if (params.page && params.page > 1) search.set(PAGE_PARAM, String(params.page));
  return `${path}?${search.toString()}`;
}

export const INBOX_MESSAGES = {
  markedHandled: 'Označeno kao obrađeno',
  markedUnhandled: 'Označeno kao neobrađeno',
  updateFailed: 'Nije moguće promeniti status.',
  notFound: 'Stavka nije pronađena',
} as const;
