'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { formDataOf } from '@/components/admin/admin-form';
import { fillText } from '@/lib/i18n/text-template';
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
import { formatClockTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/plural';
import { formatNumber } from '@/lib/format/number';
import type { Script } from '@/lib/i18n/script';
import { NEWSLETTER_AUTOSAVE_MS } from '@/lib/validation/admin-newsletter';

import { DeleteDraftButton } from './delete-draft-button';
import { MailPreview } from './mail-preview';
import type { IssueEditorTexts } from './newsletter-texts';

type Audience = (typeof NEWSLETTER_AUDIENCES)[number];

export interface EditableIssue {
  id: string;
  subject: string;
  intro: string;
  content: string;
  audience: Audience;
  status: 'draft' | 'scheduled';
  scheduledAt: string | null;
  /** When it is scheduled for, in words in the page's script ('' when it is not). */
  scheduledText: string;
  /** `datetime-local` value of the scheduled time on Belgrade's clocks ('' when none). */
  scheduledInput: string;
}

interface IssueEditorProps {
  issue: EditableIssue;
  /** Recipients per audience when the page was rendered. */
  counts: Record<Audience, number>;
  script: Script;
  /** Its words in the page's script. */
  texts: IssueEditorTexts;
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
export function IssueEditor({ issue, counts: initialCounts, script, texts: words }: IssueEditorProps) {
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

  const { messages } = words;
  const autosave = useAction(autosaveNewsletterIssue, { fallbackError: messages.saveFailed, quiet: true });
  const save = useAction(saveNewsletterIssue, { fallbackError: messages.saveFailed });
  const renderPreview = useAction(previewNewsletterIssue, {
    fallbackError: messages.previewFailed,
    quiet: true,
  });
  const test = useAction(sendNewsletterTest, { fallbackError: messages.testFailed });
  const send = useAction(sendNewsletterIssue, { fallbackError: messages.sendFailed });
  const schedule = useAction(scheduleNewsletterIssue, {
    fallbackError: messages.scheduleFailed,
    fieldMessages: true,
  });
  const unschedule = useAction(unscheduleNewsletterIssue, { fallbackError: messages.scheduleFailed });

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
            {issue.status === 'scheduled' ? words.scheduledHeading : words.draftHeading}
          </h2>
          {issue.status === 'draft' ? (
            <DeleteDraftButton id={issue.id} subject={texts.subject} script={script} texts={words.deleteDraft} />
          ) : null}
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {save.pending || autosave.pending
              ? words.saving
              : saveError
                ? saveError
                : savedAt
                  ? fillText(words.lastSaved, formatClockTime(savedAt))
                  : ''}
          </p>
        </div>
        {issue.status === 'scheduled' && issue.scheduledAt ? (
          <p className="rounded-xl bg-muted p-3 text-sm">
            {fillText(words.scheduledFor, issue.scheduledText)}{' '}
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void onUnschedule()}>
              {words.unschedule}
            </Button>
          </p>
        ) : null}

        <form className="grid gap-5" aria-label={words.form} onSubmit={(event) => event.preventDefault()}>
          <div className="grid gap-1.5">
            <Label htmlFor={field('subject')}>
              {words.subject}
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
            <Label htmlFor={field('intro')}>{words.intro}</Label>
            <Textarea
              id={field('intro')}
              rows={3}
              aria-describedby={field('intro-hint')}
              value={texts.intro}
              onChange={(event) => update('intro', event.target.value)}
            />
            <p id={field('intro-hint')} className="text-xs text-muted-foreground">
              {words.introHint}
            </p>
          </div>
          <ContentEditor
            id={field('content')}
            content={texts.content}
            onChange={(content) => update('content', content)}
            texts={words.content}
          />

          <RadioGroup
            name="audience"
            legend={words.audience}
            idPrefix={field('audience')}
            options={NEWSLETTER_AUDIENCES.map((audience) => ({ value: audience, label: words.audiences[audience] }))}
            value={texts.audience}
            onChange={(audience) => update('audience', audience)}
          >
            <p className="text-sm font-semibold" aria-live="polite">
              {fillText(words.recipients, formatNumber(counts[texts.audience]))}
            </p>
            <p className="text-xs text-muted-foreground">{words.onePerPerson}</p>
          </RadioGroup>

          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => void store('save')}>
              {words.save}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void onTest()}>
              {words.test}
            </Button>
            <LazyDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              title={words.sendQuestion}
              description={fillText(words.sendDescription, texts.subject, formatCount(sendCount, words.person))}
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
                  {words.send}
                </Button>
              )}
            >
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setConfirmOpen(false)}>
                  {words.cancel}
                </Button>
                <Button type="button" onClick={() => void onConfirmSend()}>
                  {fillText(words.sendCount, formatNumber(sendCount))}
                </Button>
              </div>
            </LazyDialog>
          </div>

          <fieldset className="grid gap-2 border-t pt-4">
            <legend className="sr-only">{words.scheduling}</legend>
            <Label htmlFor={field('schedule')}>{words.scheduleLabel}</Label>
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
                {words.schedule}
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
            {words.previewHeading}
          </h2>
          <Button type="button" size="sm" variant="ghost" onClick={() => void refreshPreview(textsRef.current)}>
            {words.refreshPreview}
          </Button>
        </div>
        <MailPreview html={preview.html} error={preview.error} texts={words.preview} />
      </section>
    </div>
  );
}
