'use client';

import { useAction } from '@/components/forms/use-action';
import { Label, Textarea } from '@/components/ui/input';
import { PendingButton } from '@/components/forms/pending-button';
import { FormAlert } from '@/components/forms/form-alert';
import { decideMember } from '@/lib/actions/admin-members';
import type { MemberDecisionKind } from '@/lib/domain/enums';
import { ADMIN_MEMBER_MESSAGES, MEMBER_DECISION_NOTE_MAX } from '@/lib/validation/admin-members';

/** The buttons of each decision, in the order they are offered. */
const DECISION_BUTTONS: Record<MemberDecisionKind, { label: string; variant: 'default' | 'outline' | 'destructive' }> =
  {
    approved: { label: 'Odobri', variant: 'default' },
    rejected: { label: 'Odbij', variant: 'outline' },
    suspended: { label: 'Suspenduj', variant: 'destructive' },
    reopened: { label: 'Ponovo otvori prijavu', variant: 'default' },
    reinstated: { label: 'Ukini suspenziju', variant: 'default' },
  };

/**
 * The decisions a member's standing allows, with one note: the reason of a suspension (required)
 * or what the member should know (optional); either way it goes into the member's mail.
 */
export function MemberDecisionForm({
  memberId,
  memberName,
  decisions,
}: {
  memberId: string;
  memberName: string;
  decisions: MemberDecisionKind[];
}) {
  const { pending, formProps, errorFor, pageError } = useAction(decideMember, {
    fallbackError: ADMIN_MEMBER_MESSAGES.failed,
    refresh: true,
    fieldMessages: true,
  });
  if (decisions.length === 0) return <p className="text-sm text-muted-foreground">Nema dostupnih odluka.</p>;
  const suspending = decisions.includes('suspended');
  const noteError = errorFor('note');
  const formError = noteError ? undefined : pageError;
  return (
    <form {...formProps} className="grid gap-3" aria-label={`Odluka o članu ${memberName}`}>
      <input type="hidden" name="memberId" value={memberId} />
      <div className="grid gap-1">
        <Label htmlFor="decision-note">{suspending ? 'Razlog suspenzije' : 'Napomena za člana (opciono)'}</Label>
        <Textarea
          id="decision-note"
          name="note"
          rows={4}
          maxLength={MEMBER_DECISION_NOTE_MAX}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'decision-note-error' : 'decision-note-hint'}
        />
        {noteError ? (
          <p id="decision-note-error" className="text-sm text-destructive">
            {noteError}
          </p>
        ) : (
          <p id="decision-note-hint" className="text-xs text-muted-foreground">
            Tekst ide u email koji član dobija.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {decisions.map((decision) => (
          <PendingButton
            key={decision}
            type="submit"
            name="decision"
            value={decision}
            variant={DECISION_BUTTONS[decision].variant}
            pending={pending}
          >
            {DECISION_BUTTONS[decision].label}
          </PendingButton>
        ))}
      </div>
      <FormAlert message={formError} />
    </form>
  );
}
