'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { useAction } from '@/components/forms/use-action';
import { useAddressOpenedDialog } from '@/components/forms/use-address-opened-dialog';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { FormAction } from '@/components/forms/use-server-form';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons';
import { Label, Textarea } from '@/components/ui/input';
import { PendingButton } from '@/components/forms/pending-button';
import { FormAlert } from '@/components/forms/form-alert';
import { ScriptField } from '@/components/forms/form-parts';
import { REPORT_REASONS } from '@/lib/domain/enums';
import type { Script } from '@/lib/i18n/script';
import { MEMBER_LIMITS } from '@/lib/validation/member-schemas';

import { REPORT_DIALOG_TEXTS, type ReportDialogTexts } from './report-dialog-texts';

export interface ReportDialogProps {
  /** The report action of the content (a message, an ad). */
  action: FormAction<undefined>;
  /** The hidden id field: `messageId` or `requestId`. */
  fields: Record<string, string>;
  /** What is reported, for the dialog's title ('Prijavi poruku', 'Prijavi oglas'). */
  title: string;
  /** What is reported, after 'Prijavi' in the trigger's accessible name ('oglas: <title>'). */
  subject: string;
  fallbackError: string;
  /** The address that opens it (`?report=<id>`), the trigger without JavaScript (`FormDialog`). */
  href: string;
  /** Opened by the page's address. */
  defaultOpen?: boolean;
  /** The dialog's own texts in the page's script; Latin when omitted. */
  texts?: ReportDialogTexts;
  /** The page's script, which the form sends (`ScriptField`): a report sent without JavaScript is answered in it. */
  script?: Script;
}

/**
 * 'Prijavi' on a message or an ad (docs/members.md): a dialog with the reason (a choice, required)
 * and the member's own words (optional), sent to the admins' moderation queue. The page renders
 * only the trigger; the dialog and its form mount on first use (`FormDialog`, `LazyDialog`), so a
 * list of ads or a long thread carries one button per item, not a dialog. Without JavaScript the
 * trigger is a link to the page with this dialog open (`href`).
 */
export function ReportDialog({
  title,
  subject,
  href,
  defaultOpen = false,
  texts = REPORT_DIALOG_TEXTS,
  ...form
}: ReportDialogProps) {
  const { open, setOpen, closeAfterSave } = useAddressOpenedDialog(defaultOpen, ['report']);
  return (
    <FormDialog
      triggerLabel={texts.trigger}
      triggerAriaLabel={`${texts.trigger} ${subject}`}
      triggerIcon={<FlagIcon aria-hidden />}
      triggerVariant={{ variant: 'ghost', size: 'sm' }}
      triggerClassName="h-7 px-2 text-xs text-muted-foreground"
      title={title}
      description={texts.description}
      open={open}
      onOpenChange={setOpen}
      defaultOpen={defaultOpen}
      href={href}
    >
      <ReportForm {...form} texts={texts} permalink={href} onSaved={closeAfterSave} onCancel={() => setOpen(false)} />
    </FormDialog>
  );
}

/**
 * The report's form: the hidden id, the reason, the member's words; closes the dialog once sent.
 * Without JavaScript it posts to the page that rendered it open, which shows a refusal beside the
 * fields; a report sent goes on to the list (the action redirects).
 */
function ReportForm({
  action,
  fields,
  fallbackError,
  script = 'lat',
  texts,
  permalink,
  onSaved,
  onCancel,
}: Pick<ReportDialogProps, 'action' | 'fields' | 'fallbackError' | 'script'> & {
  texts: ReportDialogTexts;
  permalink: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const { pending, formProps, errorFor, pageError } = useAction(action, {
    fallbackError,
    fieldMessages: true,
    // Without JavaScript the answer comes back on the page that renders this form open.
    permalink,
    onSuccess: onSaved,
  });
  const reasonError = errorFor('reasonCategory');
  const formError = reasonError ? undefined : pageError;
  const idBase = `report-${Object.values(fields).join('-')}`;
  return (
    <form {...formProps} className="grid gap-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="grid gap-2" aria-describedby={reasonError ? `${idBase}-reason-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">{texts.reason}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="flex items-center gap-2 text-sm">
            <input type="radio" name="reasonCategory" value={reason} required className="size-4 accent-primary" />
            {texts.reasons[reason]}
          </label>
        ))}
        {reasonError ? (
          <p id={`${idBase}-reason-error`} className="text-sm text-destructive">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-text`}>{texts.details}</Label>
        <Textarea id={`${idBase}-text`} name="reason" rows={3} maxLength={MEMBER_LIMITS.reportReason} />
      </div>
      <ScriptField script={script} />
      <FormAlert message={formError} />
      <div className="flex justify-end gap-2">
        {/* Without JavaScript there is nothing to close: the page is the form's. */}
        {hydrated ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
        <PendingButton type="submit" pending={pending}>
          {texts.send}
        </PendingButton>
      </div>
    </form>
  );
}
