'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { formDataOf } from '@/components/admin/admin-form';
import { ContentEditor } from '@/components/admin/blog/content-editor';
import { LazyDialog } from '@/components/forms/lazy-dialog';
import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import {
  autosaveNewsletterIssue,
  previewNewsletterIssue,
  saveNewsletterIssue,
  scheduleNewsletterIssue,
  sendNewsletterIssue,
  sendNewsletterTest,
  unscheduleNewsletterIssue,
} from '@/lib/actions/admin-newsletter';
import { NEWSLETTER_AUDIENCES } from '@/lib/domain/enums';
import { formatClockTime, formatFullDateTime } from '@/lib/format/date';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { formatNumber } from '@/lib/format/number';
import { AUDIENCE_LABELS, NEWSLETTER_AUTOSAVE_MS, NEWSLETTER_MESSAGES } from '@/lib/validation/admin-newsletter';

import { DeleteDraftButton } from './delete-draft-button';
import { MailPreview } from './mail-preview';

type Audience = (typeof NEWSLETTER_AUDIENCES)[number];

const AUDIENCE_OPTIONS = NEWSLETTER_AUDIENCES.map((audience) => ({
  value: audience,
  label: AUDIENCE_LABELS[audience],
}));

export interface EditableIssue {
  id: string;
  subject: string;
  intro: string;
  content: string;
  audience: Audience;
  status: 'draft' | 'scheduled';
  scheduledAt: string | null;
  /** `datetime-local` value of the scheduled time on Belgrade's clocks ('' when none). */
  scheduledInput: string;
}

interface IssueEditorProps {
  issue: EditableIssue;
  /** Recipients per audience when the page was rendered. */
  counts: Record<Audience, number>;
}

type Texts = Pick<EditableIssue, 'subject' | 'intro' | 'content' | 'audience'>;

const sameTexts = (a: Texts, b: Texts) =>
  a.subject === b.subject && a.intro === b.intro && a.content === b.content && a.audience === b.audience;

/**
 * The editor of an unsent issue (issue 51, items 1–3): subject, intro, the blog editor's Markdown
 * field, the audience with its number of recipients, the mail's preview at phone and desktop
 * width, autosave every 30 s, 'Sačuvaj', 'Pošalji meni', 'Pošalji' (after a confirmation that says
 * how many people will get it) and 'Zakaži'.
 */
export function IssueEditor({ issue, counts: initialCounts }: IssueEditorProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const router = useRouter();
  const [texts, setTexts] = useState<Texts>({
    subject: issue.subject,
    intro: issue.intro,
    content: issue.content,
    audience: issue.audience,
  });
  const [counts, setCounts] = useState(initialCounts);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ html: string | null; error: string | null }>({ html: null, error: null });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sendCount, setSendCount] = useState(0);
  const [scheduledInput, setScheduledInput] = useState(issue.scheduledInput);

  const textsRef = useRef(texts);
  const keptRef = useRef<Texts>(texts);
  useLayoutEffect(() => {
    textsRef.current = texts;
  });
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const autosave = useAction(autosaveNewsletterIssue, { fallbackError: NEWSLETTER_MESSAGES.saveFailed, quiet: true });
  const save = useAction(saveNewsletterIssue, { fallbackError: NEWSLETTER_MESSAGES.saveFailed });
  const renderPreview = useAction(previewNewsletterIssue, {
    fallbackError: NEWSLETTER_MESSAGES.previewFailed,
    quiet: true,
  });
  const test = useAction(sendNewsletterTest, { fallbackError: NEWSLETTER_MESSAGES.testFailed });
  const send = useAction(sendNewsletterIssue, { fallbackError: NEWSLETTER_MESSAGES.sendFailed });
  const schedule = useAction(scheduleNewsletterIssue, {
    fallbackError: NEWSLETTER_MESSAGES.scheduleFailed,
    fieldMessages: true,
  });
  const unschedule = useAction(unscheduleNewsletterIssue, { fallbackError: NEWSLETTER_MESSAGES.scheduleFailed });

  const dataOf = (values: Texts) => formDataOf({ id: issue.id, ...values });

  /** Saves in turn (never two at once), always the newest texts; true when the database has them. */
  function store(mode: 'autosave' | 'save'): Promise<boolean> {
    const next = queue.current.then(async () => {
      const sent = textsRef.current;
      const result = await (mode === 'autosave' ? autosave : save).run(dataOf(sent));
      if (!result.ok) {
        setSaveError(result.formError);
        return false;
      }
      keptRef.current = sent;
      setSaveError(null);
      setSavedAt(new Date(result.data.savedAt));
      setCounts((current) => ({ ...current, [sent.audience]: result.data.recipients }));
      void refreshPreview(sent);
      return true;
    });
    queue.current = next.catch(() => undefined);
    return next;
  }

  async function refreshPreview(values: Texts) {
    const result = await renderPreview.run(dataOf(values));
    setPreview(result.ok ? { html: result.data.html, error: null } : { html: null, error: result.formError });
  }

  // The first preview, of the texts as stored.
  useEffect(() => {
    void refreshPreview(texts);
    // Once, on arrival: later previews follow each save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Autosave every 30 s while the texts moved on from what was last stored.
  const tickRef = useRef(() => {});
  useLayoutEffect(() => {
    tickRef.current = () => {
      const current = textsRef.current;
      if (!sameTexts(current, keptRef.current) && current.subject.trim() !== '') void store('autosave');
    };
  });
  useEffect(() => {
    const timer = setInterval(() => tickRef.current(), NEWSLETTER_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, []);

  const update = <K extends keyof Texts>(name: K, value: Texts[K]) =>
    setTexts((current) => ({ ...current, [name]: value }));
  const busy = save.pending || send.pending || test.pending || schedule.pending || unschedule.pending;

  async function onTest() {
    if (!(await store('save'))) return;
    await test.run(formDataOf({ id: issue.id }));
  }

  /** Before the confirmation: the texts saved and the audience counted now. */
  async function prepareSend(): Promise<number | null> {
    if (!(await store('save'))) return null;
    const result = await renderPreview.run(dataOf(textsRef.current));
    if (!result.ok) return null;
    return result.data.recipients;
  }

  async function onConfirmSend() {
    setConfirmOpen(false);
    const result = await send.run(formDataOf({ id: issue.id, expectedCount: String(sendCount) }));
    if (result.ok) router.refresh();
  }

  async function onSchedule() {
    if (!(await store('save'))) return;
    const result = await schedule.run(formDataOf({ id: issue.id, scheduledAt: scheduledInput }));
    if (result.ok) router.refresh();
  }

  async function onUnschedule() {
    const result = await unschedule.run(formDataOf({ id: issue.id }));
    if (result.ok) router.refresh();
  }

  const scheduleError = schedule.errorFor('scheduledAt');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,680px)]">
      <section
        aria-labelledby={field('heading')}
        className="grid min-w-0 content-start gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={field('heading')} className="text-xl font-bold">
            {issue.status === 'scheduled' ? 'Zakazano izdanje' : 'Nacrt izdanja'}
          </h2>
          {issue.status === 'draft' ? <DeleteDraftButton id={issue.id} subject={texts.subject} /> : null}
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {save.pending || autosave.pending
              ? NEWSLETTER_MESSAGES.saving
              : saveError
                ? saveError
                : savedAt
                  ? NEWSLETTER_MESSAGES.lastSaved(formatClockTime(savedAt))
                  : ''}
          </p>
        </div>
        {issue.status === 'scheduled' && issue.scheduledAt ? (
          <p className="rounded-xl bg-muted p-3 text-sm">
            Slanje je zakazano za {formatFullDateTime(issue.scheduledAt)}.{' '}
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void onUnschedule()}>
              Otkaži zakazivanje
            </Button>
          </p>
        ) : null}

        <form className="grid gap-5" aria-label="Izdanje newslettera" onSubmit={(event) => event.preventDefault()}>
          <div className="grid gap-1.5">
            <Label htmlFor={field('subject')}>
              Naslov (tema mejla)
              <span aria-hidden className="text-destructive">
                {' '}
                *
              </span>
            </Label>
            <Input
              id={field('subject')}
              required
              aria-required
              maxLength={150}
              value={texts.subject}
              onChange={(event) => update('subject', event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('intro')}>Uvod</Label>
            <Textarea
              id={field('intro')}
              rows={3}
              aria-describedby={field('intro-hint')}
              value={texts.intro}
              onChange={(event) => update('intro', event.target.value)}
            />
            <p id={field('intro-hint')} className="text-xs text-muted-foreground">
              Prikazuje se ispod naslova i u pregledu poruke u sandučetu.
            </p>
          </div>
          <ContentEditor
            id={field('content')}
            content={texts.content}
            onChange={(content) => update('content', content)}
          />

          <RadioGroup
            name="audience"
            legend="Kome se šalje"
            idPrefix={field('audience')}
            options={AUDIENCE_OPTIONS}
            value={texts.audience}
            onChange={(audience) => update('audience', audience)}
          >
            <p className="text-sm font-semibold" aria-live="polite">
              Primalaca: {formatNumber(counts[texts.audience])}
            </p>
            <p className="text-xs text-muted-foreground">
              Jedna osoba dobija jedan primerak: pretplatnik koji je i član broji se jednom.
            </p>
          </RadioGroup>

          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => void store('save')}>
              Sačuvaj
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void onTest()}>
              Pošalji meni
            </Button>
            <LazyDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              title="Poslati izdanje?"
              description={`Izdanje „${texts.subject}” dobiće ${formatCount(sendCount, COUNTED.person)}. Slanje ne može da se poništi, ali može da se pauzira.`}
              trigger={(props) => (
                <Button
                  {...props}
                  disabled={busy}
                  onClick={async () => {
                    const count = await prepareSend();
                    if (count === null) return;
                    setSendCount(count);
                    props.onClick();
                  }}
                >
                  Pošalji
                </Button>
              )}
            >
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setConfirmOpen(false)}>
                  Otkaži
                </Button>
                <Button type="button" onClick={() => void onConfirmSend()}>
                  Pošalji ({formatNumber(sendCount)})
                </Button>
              </div>
            </LazyDialog>
          </div>

          <fieldset className="grid gap-2 border-t pt-4">
            <legend className="sr-only">Zakazivanje</legend>
            <Label htmlFor={field('schedule')}>Zakaži slanje (vreme u Beogradu)</Label>
            <div className="flex flex-wrap items-start gap-2">
              <Input
                id={field('schedule')}
                type="datetime-local"
                value={scheduledInput}
                aria-invalid={scheduleError ? true : undefined}
                aria-describedby={scheduleError ? field('schedule-error') : undefined}
                onChange={(event) => setScheduledInput(event.target.value)}
                className="w-auto"
              />
              <Button type="button" variant="outline" disabled={busy} onClick={() => void onSchedule()}>
                Zakaži
              </Button>
            </div>
            {scheduleError ? (
              <p id={field('schedule-error')} className="text-sm text-destructive">
                {scheduleError}
              </p>
            ) : null}
          </fieldset>
        </form>
      </section>

      <section
        aria-labelledby={field('preview-heading')}
        className="grid min-w-0 content-start gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={field('preview-heading')} className="text-xl font-bold">
            Pregled mejla
          </h2>
          <Button type="button" size="sm" variant="ghost" onClick={() => void refreshPreview(textsRef.current)}>
            Osveži pregled
          </Button>
        </div>
        <MailPreview html={preview.html} error={preview.error} />
      </section>
    </div>
  );
}
