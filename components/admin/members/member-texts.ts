import { ADMIN_MEMBER_MESSAGES } from '@/lib/validation/admin-members';

/**
 * The words of the members tab's cards and of a member's decision form, typed in Latin: the pages
 * convert them on the server for Cyrillic (the client components default to these).
 */
export const MEMBER_LIST_TEXTS = {
  approve: 'Odobri',
  reject: 'Odbij',
  details: 'Detalji i istorija',
  failed: ADMIN_MEMBER_MESSAGES.failed,
};

export type MemberListTexts = typeof MEMBER_LIST_TEXTS;

export const MEMBER_DECISION_TEXTS = {
  decisions: {
    approved: 'Odobri',
    rejected: 'Odbij',
    suspended: 'Suspenduj',
    reopened: 'Ponovo otvori prijavu',
    reinstated: 'Ukini suspenziju',
  },
  none: 'Nema dostupnih odluka.',
  form: 'Odluka o članu',
  suspensionReason: 'Razlog suspenzije',
  note: 'Napomena za člana (opciono)',
  noteHint: 'Tekst ide u email koji član dobija.',
  failed: ADMIN_MEMBER_MESSAGES.failed,
};

export type MemberDecisionTexts = typeof MEMBER_DECISION_TEXTS;
