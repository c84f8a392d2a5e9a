'use client';

import { useState } from 'react';

import { useAction } from '@/components/forms/use-action';
import type { FormAction } from '@/components/forms/use-server-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
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
 * and the member's own words (optional), sent to the admins' moderation queue.
 */
export function ReportDialog({ action, fields, title, triggerLabel, fallbackError }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  const { pending, formProps, errorFor } = useAction(action, {
    fallbackError,
    refresh: true,
    fieldMessages: true,
    onSuccess: () => setOpen(false),
  });
  const reasonError = errorFor('reasonCategory');
  const idBase = `report-${Object.values(fields).join('-')}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs text-muted-foreground"
          aria-label={`Prijavi ${triggerLabel}`}
        >
          <FlagIcon aria-hidden />
          Prijavi
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          Prijava ide administratorima. Prijavljeni član ne saznaje ko ga je prijavio.
        </DialogDescription>
        <form {...formProps} className="mt-4 grid gap-4">
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
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Otkaži
            </Button>
            <Button type="submit" disabled={pending}>
              Pošalji prijavu
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
