'use client';

import { useRouter } from 'next/navigation';
import { Suspense, useRef, useState, type FormEvent, type ReactNode, type SyntheticEvent } from 'react';

import { FormDialog } from '@/components/forms/form-dialog';
import { LazyFormDialogModal, preloadFormDialogModal } from '@/components/forms/lazy-dialog';
import { useAction } from '@/components/forms/use-action';
import { useAddressOpenedDialog } from '@/components/forms/use-address-opened-dialog';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { FormAction } from '@/components/forms/use-server-form';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons';
import { Label, Textarea } from '@/components/ui/input';
import { REPORT_REASONS } from '@/lib/domain/enums';
import { REPORT_REASON_LABELS } from '@/lib/members/reports';
import { MEMBER_LIMITS } from '@/lib/validation/member-schemas';

import { REPORT_TRIGGER_CLASS, REPORT_TRIGGER_VARIANT, type ReportButtonProps } from './report-button';

/** What a list reports: its items' report action and texts. */
export interface ReportKind {
  /** The report action of the content (a message, an ad). */
  action: FormAction<undefined>;
  /** The hidden id field's name. */
  idField: 'messageId' | 'requestId';
  /** The dialog's title ('Prijavi poruku', 'Prijavi oglas'). */
  title: string;
  fallbackError: string;
}

const REPORT_DESCRIPTION = 'Prijava ide administratorima. Prijavljeni član ne saznaje ko ga je prijavio.';

/** The item whose 'Prijavi' was pressed, from its `ReportButton`'s form. */
interface Reported {
  id: string;
  /** The page with its form open, the form's address without JavaScript. */
  href: string;
}

function reportedBy(form: HTMLFormElement): Reported | null {
  if (!('report' in form.dataset)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  const id = query.get('report');
  return id ? { id, href: `${new URL(form.action).pathname}?${query}` } : null;
}

/**
 * The report dialog of a list (docs/members.md): one dialog for all its items, opened by their
 * `ReportButton`s, whose form submissions it catches as they bubble up. The dialog's code loads
 * when the pointer or focus reaches a 'Prijavi'; focus goes back to the button on close. Without
 * JavaScript (or before it runs) the button's form goes to the page with that item's form open
 * (`ReportDialog`).
 */
export function ReportDialogs({ kind, children }: { kind: ReportKind; children: ReactNode }) {
  const router = useRouter();
  const [reported, setReported] = useState<Reported | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const openFor = (event: FormEvent<HTMLDivElement>) => {
    const item = event.target instanceof HTMLFormElement ? reportedBy(event.target) : null;
    if (!item) return;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    trigger.current = submitter instanceof HTMLButtonElement ? submitter : null;
    setReported(item);
    setOpen(true);
  };
  const preload = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest('form[data-report]')) preloadFormDialogModal();
  };

  return (
    <div className="contents" onSubmit={openFor} onPointerOver={preload} onFocus={preload}>
      {children}
      {reported ? (
        <Suspense fallback={null}>
          <LazyFormDialogModal
            open={open}
            onOpenChange={setOpen}
            title={kind.title}
            description={REPORT_DESCRIPTION}
            trigger={trigger}
          >
            <ReportForm
              key={reported.id}
              kind={kind}
              id={reported.id}
              permalink={reported.href}
              onSaved={() => {
                setOpen(false);
                router.refresh();
              }}
              onCancel={() => setOpen(false)}
            />
          </LazyFormDialogModal>
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The report of the item the page's address names (`?report=<id>`), in place of its
 * `ReportButton`: open from the start, as a dialog, or without JavaScript as the form on the page.
 * Sent, the address drops `report`.
 */
export function ReportDialog({ kind, id, subject, href }: ReportButtonProps & { kind: ReportKind; id: string }) {
  const { open, setOpen, closeAfterSave } = useAddressOpenedDialog(true, ['report']);
  return (
    <FormDialog
      triggerLabel="Prijavi"
      triggerAriaLabel={`Prijavi ${subject}`}
      triggerIcon={<FlagIcon aria-hidden />}
      triggerVariant={REPORT_TRIGGER_VARIANT}
      triggerClassName={REPORT_TRIGGER_CLASS}
      title={kind.title}
      description={REPORT_DESCRIPTION}
      open={open}
      onOpenChange={setOpen}
      forceOpen={false}
      defaultOpen
    >
      <ReportForm kind={kind} id={id} permalink={href} onSaved={closeAfterSave} onCancel={() => setOpen(false)} />
    </FormDialog>
  );
}

/**
 * The report's form: the hidden id, the reason (a choice, required), the member's own words
 * (optional); closes the dialog once sent. Without JavaScript it posts to the page that rendered
 * it open, which shows a refusal beside the fields; a report sent goes on to the list (the action
 * redirects).
 */
function ReportForm({
  kind,
  id,
  permalink,
  onSaved,
  onCancel,
}: {
  kind: ReportKind;
  id: string;
  permalink: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const { pending, formProps, errorFor, pageError } = useAction(kind.action, {
    fallbackError: kind.fallbackError,
    fieldMessages: true,
    // Without JavaScript the answer comes back on the page that renders this form open.
    permalink,
    onSuccess: onSaved,
  });
  const reasonError = errorFor('reasonCategory');
  const formError = reasonError ? undefined : pageError;
  const idBase = `report-${id}`;
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" name={kind.idField} value={id} />
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
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {/* Without JavaScript there is nothing to close: the page is the form's. */}
        {hydrated ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Otkaži
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          Pošalji prijavu
        </Button>
      </div>
    </form>
  );
}
