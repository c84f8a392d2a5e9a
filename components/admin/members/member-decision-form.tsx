'use client';

import { useAction } from '@/components/forms/use-action';
import { Label, Textarea } from '@/components/ui/input';
import { PendingButton } from '@/components/forms/pending-button';
import { FormAlert } from '@/components/forms/form-alert';
import { ScriptField } from '@/components/forms/form-parts';
import { decideMember } from '@/lib/actions/admin-members';
import type { MemberDecisionKind } from '@/lib/domain/enums';
import type { Script } from '@/lib/i18n/script';
import { MEMBER_DECISION_NOTE_MAX } from '@/lib/validation/admin-members';

import type { MemberDecisionTexts } from './member-texts';

/** How each decision's button looks (its words are the page's `texts.decisions`). */
const DECISION_VARIANTS: Record<MemberDecisionKind, 'default' | 'outline' | 'destructive'> = {
  approved: 'default',
  rejected: 'outline',
  suspended: 'destructive',
  reopened: 'default',
  reinstated: 'default',
};

/**
 * The decisions a member's standing allows, with one note: the reason of a suspension (required)
 * or what the member should know (optional); either way it goes into the member's mail. Its words
 * come in the page's script, which a submission without JavaScript tells the action.
 */
export function MemberDecisionForm({
  memberId,
  memberName,
  decisions,
  script,
  texts,
}: {
  memberId: string;
  memberName: string;
  decisions: MemberDecisionKind[];
  script: Script;
  texts: MemberDecisionTexts;
}) {
  const { pending, formProps, errorFor, pageError } = useAction(decideMember, {
    fallbackError: texts.failed,
    refresh: true,
    fieldMessages: true,
  });
  if (decisions.length === 0) return <p className="text-sm text-muted-foreground">{texts.none}</p>;
  const suspending = decisions.includes('suspended');
  const noteError = errorFor('note');
  const formError = noteError ? undefined : pageError;
  return (
    <form {...formProps} className="grid gap-3" aria-label={`${texts.form} ${memberName}`}>
      <input type="hidden" name="memberId" value={memberId} />
      <ScriptField script={script} />
      <div className="grid gap-1">
        <Label htmlFor="decision-note">{suspending ? texts.suspensionReason : texts.note}</Label>
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
            {texts.noteHint}
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
            variant={DECISION_VARIANTS[decision]}
            pending={pending}
          >
            {texts.decisions[decision]}
          </PendingButton>
        ))}
      </div>
      <FormAlert message={formError} />
    </form>
  );
}
