import * as z from 'zod/mini';

import { parseBelgradeDateTimeInput } from '@/lib/events/schedule';
import { NEWSLETTER_AUDIENCES } from '@/lib/domain/enums';

import { rowIdField } from './admin-shared';
import { optionalTextField, textField } from './shared';

/** Every text of the panel's newsletter (issue 51), shared by the screens and their actions. */
export const NEWSLETTER_MESSAGES = {
  successTitle: 'Uspešno',
  notFound: 'Izdanje više ne postoji. Osvežite stranicu.',
  subjectRequired: 'Naslov (tema mejla) je obavezan',
  subjectTooLong: 'Naslov je predugačak (najviše 150 znakova)',
  contentRequired: 'Sadržaj je obavezan pre slanja',
  invalidAudience: 'Izaberite kome se šalje',
  invalidPost: 'Izaberite objavljen blog post',
  invalidMode: 'Izaberite da li se šalje ceo tekst ili sažetak',
  postNotFound: 'Blog post nije pronađen ili nije objavljen',
  created: 'Izdanje je napravljeno',
  createFailed: 'Greška pri pravljenju izdanja',
  saved: 'Izdanje je sačuvano',
  autosaved: 'Automatski sačuvano',
  saveFailed: 'Greška pri čuvanju izdanja',
  notEditable: 'Izdanje se šalje ili je poslato i više ne može da se menja',
  scheduleRequired: 'Unesite datum i vreme slanja',
  scheduleInvalid: 'Datum i vreme nisu ispravni',
  schedulePast: 'Vreme slanja mora biti u budućnosti',
  scheduled: 'Slanje je zakazano',
  unscheduled: 'Zakazivanje je otkazano; izdanje je ponovo nacrt',
  scheduleFailed: 'Greška pri zakazivanju',
  queued: (count: string) => `Slanje je počelo: ${count}`,
  sendFailed: 'Greška pri slanju izdanja',
  notQueueable: 'Izdanje je već poslato ili se šalje',
  countChanged: 'Broj primalaca se promenio. Proverite ga i potvrdite ponovo.',
  paused: 'Slanje je pauzirano',
  resumed: 'Slanje je nastavljeno',
  pauseFailed: 'Slanje nije moguće pauzirati: izdanje se trenutno ne šalje',
  resumeFailed: 'Slanje nije moguće nastaviti: izdanje nije pauzirano',
  testSent: (address: string) => `Probni primerak je poslat na ${address}`,
  testFailed: 'Greška pri slanju probnog primerka',
  deleted: 'Nacrt je obrisan',
  deleteFailed: 'Samo nacrt može da se obriše',
  previewFailed: 'Pregled trenutno nije dostupan. Pokušajte ponovo.',
  saving: 'Čuvanje...',
  lastSaved: (time: string) => `Poslednje sačuvano: ${time}`,
} as const;

export const AUDIENCE_LABELS: Record<(typeof NEWSLETTER_AUDIENCES)[number], string> = {
  subscribers: 'Pretplatnici na newsletter',
  members: 'Članovi (koji primaju newsletter)',
  both: 'Pretplatnici i članovi',
};

/** Autosave of an open draft, like the blog editor's. */
export const NEWSLETTER_AUTOSAVE_MS = 30_000;
/** How often the progress bar asks while an issue is being sent. */
export const NEWSLETTER_PROGRESS_POLL_MS = 2_000;

const LIMITS = { subject: 150, intro: 1_000, content: 200_000 } as const;

const audienceField = z.pipe(
  textField({ required: NEWSLETTER_MESSAGES.invalidAudience }),
  z.enum(NEWSLETTER_AUDIENCES, { error: NEWSLETTER_MESSAGES.invalidAudience }),
);

const subjectField = textField({
  required: NEWSLETTER_MESSAGES.subjectRequired,
  max: { length: LIMITS.subject, message: NEWSLETTER_MESSAGES.subjectTooLong },
});

/** 'Novo izdanje': from scratch (a subject) or from a published post (the post and how much of it). */
export const NEW_ISSUE_FIELDS = ['source', 'subject', 'postId', 'mode', 'audience'] as const;
export const newIssueSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('scratch'), subject: subjectField, audience: audienceField }),
  z.object({
    source: z.literal('post'),
    postId: rowIdField(NEWSLETTER_MESSAGES.invalidPost),
    mode: z.enum(['full', 'summary'], { error: NEWSLETTER_MESSAGES.invalidMode }),
    audience: audienceField,
  }),
]);
export type NewIssueValues = z.output<typeof newIssueSchema>;

/** The editor's texts (autosave and 'Sačuvaj'). */
export const ISSUE_FIELDS = ['id', 'subject', 'intro', 'content', 'audience'] as const;
export const issueSchema = z.object({
  id: rowIdField(NEWSLETTER_MESSAGES.notFound),
  subject: subjectField,
  intro: optionalTextField(LIMITS.intro, 'Uvod'),
  // Markdown: stored as typed; the mail and the archive render it through the blog's sanitiser.
  content: optionalTextField(LIMITS.content, 'Sadržaj'),
  audience: audienceField,
});
export type IssueValues = z.output<typeof issueSchema>;

/** 'Pošalji': the number the confirmation showed, so a changed audience is confirmed again. */
export const SEND_FIELDS = ['id', 'expectedCount'] as const;
export const sendSchema = z.object({
  id: rowIdField(NEWSLETTER_MESSAGES.notFound),
  expectedCount: z.pipe(
    textField({ required: NEWSLETTER_MESSAGES.countChanged }),
    z.transform((value: string, ctx) => {
      if (!/^\d{1,9}$/.test(value))
        ctx.issues.push({ code: 'custom', message: NEWSLETTER_MESSAGES.countChanged, input: value });
      return Number(value);
    }),
  ),
});

/** 'Zakaži': a `datetime-local` value, read on Belgrade's clocks. */
export const SCHEDULE_FIELDS = ['id', 'scheduledAt'] as const;
export const scheduleSchema = z.object({
  id: rowIdField(NEWSLETTER_MESSAGES.notFound),
  scheduledAt: z.pipe(
    textField({ required: NEWSLETTER_MESSAGES.scheduleRequired }),
    z.transform((value: string, ctx) => {
      const date = parseBelgradeDateTimeInput(value);
      if (!date) ctx.issues.push({ code: 'custom', message: NEWSLETTER_MESSAGES.scheduleInvalid, input: value });
      return date ?? new Date(Number.NaN);
    }),
  ),
});

export const ISSUE_ID_FIELDS = ['id'] as const;
export const issueIdSchema = z.object({ id: rowIdField(NEWSLETTER_MESSAGES.notFound) });
