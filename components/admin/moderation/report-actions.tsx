'use client';

import { ScriptField } from '@/components/forms/form-parts';
import { useAction } from '@/components/forms/use-action';
import { Label, Textarea } from '@/components/ui/input';
import { PendingButton } from '@/components/forms/pending-button';
import { resolveMemberReport } from '@/lib/actions/admin-moderation';
import type { ReportKind, ReportResolution } from '@/lib/domain/enums';
import { MEMBER_DECISION_NOTE_MAX } from '@/lib/validation/admin-members';

import type { ReportActionsTexts } from './report-actions-texts';

/**
 * What an admin can do about an open report: hide the message or close the ad (when it still
 * exists), suspend its author (an approved member; the note is the reason they are mailed), or
 * dismiss it. Each closes the report.
 */
export function ReportActions({
  reportId,
  kind,
  contentAvailable,
  canSuspend,
  texts,
}: {
  reportId: string;
  kind: ReportKind;
  contentAvailable: boolean;
  canSuspend: boolean;
  texts: ReportActionsTexts;
}) {
  const { pending, formProps, errorFor } = useAction(resolveMemberReport, {
    fallbackError: texts.failed,
    refresh: true,
    fieldMessages: true,
  });
  const noteError = errorFor('note');
  const noteId = `report-note-${reportId}`;
  const actions: { resolution: ReportResolution; label: string; variant: 'default' | 'outline' | 'destructive' }[] = [
    ...(contentAvailable
      ? [
          kind === 'message'
            ? { resolution: 'message_hidden' as const, label: texts.hideMessage, variant: 'default' as const }
            : { resolution: 'ad_closed' as const, label: texts.closeAd, variant: 'default' as const },
        ]
      : []),
    ...(canSuspend
      ? [{ resolution: 'member_suspended' as const, label: texts.suspend, variant: 'destructive' as const }]
      : []),
    { resolution: 'dismissed', label: texts.dismiss, variant: 'outline' },
  ];
  // No name of its own: a named form is a landmark, and two reports about one member would be two
  // landmarks of one name. The report's article around it names what is decided.
  return (
    <form {...formProps} className="grid gap-2">
      <input type="hidden" name="reportId" value={reportId} />
      <ScriptField script={texts.script} />
      <div className="grid gap-1">
        <Label htmlFor={noteId}>{texts.note}</Label>
        <Textarea
          id={noteId}
          name="note"
          rows={2}
          maxLength={MEMBER_DECISION_NOTE_MAX}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
        />
        {noteError ? (
          <p id={`${noteId}-error`} className="text-sm text-destructive">
            {noteError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <PendingButton
            key={action.resolution}
            type="submit"
            name="resolution"
            value={action.resolution}
            size="sm"
            variant={action.variant}
            pending={pending}
          >
            {action.label}
          </PendingButton>
        ))}
      </div>
    </form>
  );
}
