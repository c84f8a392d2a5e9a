import type { ApprovalStatus, MemberDecisionKind } from '@/lib/domain/enums';

/**
 * What each admin decision does to a member's standing (docs/admin.md, 'Članovi'). Pure, so the
 * rules are unit-tested and the detail page offers exactly the decisions a standing allows.
 */
const TRANSITIONS: Record<MemberDecisionKind, { from: ApprovalStatus; to: ApprovalStatus }> = {
  approved: { from: 'pending', to: 'approved' },
  rejected: { from: 'pending', to: 'rejected' },
  suspended: { from: 'approved', to: 'suspended' },
  // A rejected member's application is looked at again; a suspended member gets their access back.
  reopened: { from: 'rejected', to: 'pending' },
  reinstated: { from: 'suspended', to: 'approved' },
};

export function memberDecisionTransition(decision: MemberDecisionKind): { from: ApprovalStatus; to: ApprovalStatus } {
  return TRANSITIONS[decision];
}

/** The decisions an admin can take about a member in this standing. */
export function decisionsFor(status: string): MemberDecisionKind[] {
  return (Object.keys(TRANSITIONS) as MemberDecisionKind[]).filter((decision) => TRANSITIONS[decision].from === status);
}

/** Labels of the standings (the tab's filter, the badges). */
export const MEMBER_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Na čekanju',
  approved: 'Odobreni',
  rejected: 'Odbijeni',
  suspended: 'Suspendovani',
};

/** How a decision reads in the member's history. */
export const MEMBER_DECISION_LABELS: Record<MemberDecisionKind, string> = {
  approved: 'Odobren',
  rejected: 'Odbijen',
  suspended: 'Suspendovan',
  reopened: 'Prijava ponovo otvorena',
  reinstated: 'Suspenzija ukinuta',
};
