'use client';

import { useState } from 'react';

import { LazyDialog } from '@/components/forms/lazy-dialog';
import { useAction } from '@/components/forms/use-action';
import type { FormAction } from '@/components/forms/use-server-form';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons';
import { Label, Textarea } from '@/components/ui/input';
import { REPORT_REASONS } from '@/lib/domain/enums';
import { REPORT_REASON_LABELS } from '@/lib/members/reports';
import { MEMBER_LIMITS } from '@/lib/validation/member-schemas';

export interface ReportDialogProps {
  /** The report action of the content (a message, an ad). */
  action: FormAction<undefined>;
  /** The hidden id field: `messageId` or `requestId`. */
  fields: Record<string, string>;
  /** What is reported, for the dialog's title ('Prijavi poruku', 'Prijavi oglas'). */
  title: string;
  /** The trigger's accessible name when 'Prijavi' alone is ambiguous in a list. */
  triggerLabel: string;
  fallbackError: string;
}

/**
 * 'Prijavi' on a message or an ad (docs/members.md): a dialog with the reason (a choice, required)
 * and the member's own words (optional), sent to the admins' moderation queue. The page renders
 * only the button; the dialog and its form mount on first use (`LazyDialog`), so a list of
 * ads or a long thread carries one button per item, not a dialog.
 */
export function ReportDialog({ title, triggerLabel, ...form }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <LazyDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description="Prijava ide administratorima. Prijavljeni član ne saznaje ko ga je prijavio."
      trigger={(wiring) => (
        <Button
          {...wiring}
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs text-muted-foreground"
          aria-label={`Prijavi ${triggerLabel}`}
        >
          <FlagIcon aria-hidden />
          Prijavi
        </Button>
      )}
    >
      <ReportForm {...form} onClose={() => setOpen(false)} />
    </LazyDialog>
  );
}

/** The report's form: the hidden id, the reason, the member's words; closes the dialog once sent. */
function ReportForm({
  action,
  fields,
  fallbackError,
  onClose,
}: Omit<ReportDialogProps, 'title' | 'triggerLabel'> & { onClose: () => void }) {
  const { pending, formProps, errorFor } = useAction(action, {
    fallbackError,
    refresh: true,
    fieldMessages: true,
    onSuccess: onClose,
  });
  const reasonError = errorFor('reasonCategory');
  const idBase = `report-${Object.values(fields).join('-')}`;
  return (
    <form {...formProps} className="grid gap-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="grid gap-2" aria-describedby={reasonError ? `${idBase}-reason-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">Razlog prijave</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="flex items-center gap-2 text-sm">
            <input type="radio" name="reasonCategory" value={reason} required className="size-4 accent-primary" />
            {REPORT_REASON_LABELS[reason]}
          </label>
        ))}
        {reasonError ? (
          <p id={`${idBase}-reason-error`} className="text-sm text-destructive">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-text`}>Opišite problem (opciono)</Label>
        <Textarea id={`${idBase}-text`} name="reason" rows={3} maxLength={MEMBER_LIMITS.reportReason} />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Otkaži
        </Button>
        <Button type="submit" disabled={pending}>
          Pošalji prijavu
        </Button>
      </div>
    </form>
  );
}
