import { CONNECTION_STATUSES } from '@/lib/domain/enums';
import { pageHref } from '@/lib/site/paging';

/** Mentorship (spec platform §2 /members/mentorship, §4, §5): tabs, labels and the request rules. */

export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  pending: 'Na čekanju',
  active: 'Aktivno',
  completed: 'Završeno',
  cancelled: 'Otkazano',
};

export const MENTORSHIP_TABS = [
  { id: 'mentors', label: 'Mentori' },
  { id: 'mentees', label: 'Traže mentora' },
  { id: 'connections', label: 'Moje veze' },
] as const;
export type MentorshipTab = (typeof MENTORSHIP_TABS)[number]['id'];

/** Members or connections on one page of a tab. Twelve: a phone's screenful or two, and a page's weight stays near the demo's (issue 47). */
export const MENTORSHIP_PAGE_SIZE = 12;

export function mentorshipTabFrom(value: string | undefined): MentorshipTab {
  return MENTORSHIP_TABS.find((tab) => tab.id === value)?.id ?? 'mentors';
}

/** Where the mentors' list stands (its search and page), which the request dialog's address keeps. */
export interface MentorListPlace {
  query: string;
  page: number;
}

/** The mentors' tab with the request dialog for one mentor open, on the page that lists the mentor. */
export function mentorshipRequestPath(mentorId: string, place: MentorListPlace): string {
  return pageHref('/members/mentorship', { q: place.query || undefined, request: mentorId }, place.page);
}

/** Why a request is refused; each has its own message so the member knows what to change. */
export const MENTORSHIP_REFUSALS = {
  notSeeking: 'Zahtev za mentorstvo možete poslati samo ako ste u profilu označili da tražite mentora.',
  self: 'Ne možete poslati zahtev za mentorstvo sami sebi.',
  notMentor: 'Ovaj član trenutno nije dostupan kao mentor.',
  duplicate: 'Već imate otvoren zahtev ili aktivno mentorstvo sa ovim mentorom.',
  full: 'Ovaj mentor trenutno nema slobodnih mesta za nove mentorske veze.',
  blocked: 'Ovom članu nije moguće poslati zahtev za mentorstvo.',
} as const;
export type MentorshipRefusal = keyof typeof MENTORSHIP_REFUSALS;

export interface MentorshipRequestFacts {
  requester: { id: string; seekingMentor: boolean };
  /** The chosen mentor; null when no approved, active mentor has that id. */
  mentor: { id: string; isMentor: boolean; capacity: number | null; activeMentees: number } | null;
  /** A pending or active connection between the two already exists. */
  hasOpenConnection: boolean;
  /** One of the two blocked the other (either way). */
  blocked: boolean;
}

/**
 * The rules of spec §5 plus ours (capacity), in the order a member would want to hear them:
 * null when the request may be sent. The database still has the last word on duplicates (a unique
 * index on open pairs), so two simultaneous requests cannot both pass.
 */
export function mentorshipRequestRefusal({
  requester,
  mentor,
  hasOpenConnection,
  blocked,
}: MentorshipRequestFacts): MentorshipRefusal | null {
  if (mentor && mentor.id === requester.id) return 'self';
  if (blocked) return 'blocked';
  if (!requester.seekingMentor) return 'notSeeking';
  if (!mentor || !mentor.isMentor) return 'notMentor';
  if (hasOpenConnection) return 'duplicate';
  if (mentor.capacity !== null && mentor.activeMentees >= mentor.capacity) return 'full';
  return null;
}
