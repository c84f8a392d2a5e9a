import { CONTENT_EDITOR_TEXTS } from '@/components/admin/blog/blog-editor-texts';
import { COUNTED } from '@/lib/format/plural';
import { AUDIENCE_LABELS, NEWSLETTER_MESSAGES } from '@/lib/validation/admin-newsletter';

/**
 * The newsletter screens' texts, typed in Latin ({0}, {1}: slots `fillText` fills in the browser):
 * a page in Cyrillic converts them on the server (`textTableIn`) and passes them as `texts`. The
 * issue's own subject, intro and content are never among them: the editor shows them as stored.
 */

export const MAIL_PREVIEW_TEXTS = {
  widths: { phone: 'Telefon', desktop: 'Računar' },
  tabs: 'Širina pregleda',
  loading: 'Učitavanje pregleda...',
  frame: 'Pregled mejla: {0}',
};

export type MailPreviewTexts = typeof MAIL_PREVIEW_TEXTS;

export const NEW_ISSUE_TEXTS = {
  heading: 'Novo izdanje',
  start: 'Počni',
  sources: { scratch: 'Od početka', post: 'Iz blog posta' },
  subject: 'Naslov (tema mejla)',
  post: 'Blog post',
  choosePost: 'Izaberite objavljen post',
  content: 'Šta ide u izdanje',
  modes: { full: 'Ceo tekst posta', summary: 'Samo sažetak, sa linkom na post' },
  audience: 'Kome se šalje',
  audiences: AUDIENCE_LABELS,
  create: 'Napravi izdanje',
  createFailed: NEWSLETTER_MESSAGES.createFailed,
};

export type NewIssueTexts = typeof NEW_ISSUE_TEXTS;

export const ISSUE_EDITOR_TEXTS = {
  scheduledHeading: 'Zakazano izdanje',
  draftHeading: 'Nacrt izdanja',
  saving: NEWSLETTER_MESSAGES.saving,
  lastSaved: NEWSLETTER_MESSAGES.lastSaved('{0}'),
  scheduledFor: 'Slanje je zakazano za {0}.',
  unschedule: 'Otkaži zakazivanje',
  form: 'Izdanje newslettera',
  subject: 'Naslov (tema mejla)',
  intro: 'Uvod',
  introHint: 'Prikazuje se ispod naslova i u pregledu poruke u sandučetu.',
  audience: 'Kome se šalje',
  audiences: AUDIENCE_LABELS,
  recipients: 'Primalaca: {0}',
  onePerPerson: 'Jedna osoba dobija jedan primerak: pretplatnik koji je i član broji se jednom.',
  save: 'Sačuvaj',
  test: 'Pošalji meni',
  sendQuestion: 'Poslati izdanje?',
  sendDescription: 'Izdanje „{0}” dobiće {1}. Slanje ne može da se poništi, ali može da se pauzira.',
  person: COUNTED.person,
  send: 'Pošalji',
  cancel: 'Otkaži',
  sendCount: 'Pošalji ({0})',
  scheduling: 'Zakazivanje',
  scheduleLabel: 'Zakaži slanje (vreme u Beogradu)',
  schedule: 'Zakaži',
  previewHeading: 'Pregled mejla',
  refreshPreview: 'Osveži pregled',
  deleteDraft: {
    question: 'Obrisati nacrt?',
    description: 'Nacrt „{0}” biće trajno obrisan. Ovo se ne može poništiti.',
    untitled: 'bez naslova',
    label: 'Obriši nacrt',
    confirm: 'Obriši',
    failed: NEWSLETTER_MESSAGES.deleteFailed,
  },
  messages: {
    saveFailed: NEWSLETTER_MESSAGES.saveFailed,
    previewFailed: NEWSLETTER_MESSAGES.previewFailed,
    testFailed: NEWSLETTER_MESSAGES.testFailed,
    sendFailed: NEWSLETTER_MESSAGES.sendFailed,
    scheduleFailed: NEWSLETTER_MESSAGES.scheduleFailed,
  },
  content: CONTENT_EDITOR_TEXTS,
  preview: MAIL_PREVIEW_TEXTS,
};

export type IssueEditorTexts = typeof ISSUE_EDITOR_TEXTS;

export const SEND_PROGRESS_TEXTS = {
  sent: 'Poslato',
  paused: 'Slanje je pauzirano',
  sending: 'Slanje u toku',
  progress: 'Napredak slanja',
  progressValue: '{0}% ({1} od {2})',
  failed: 'Neuspelo',
  waiting: 'Čeka',
  skipped: 'Preskočeno (odjavljeni)',
  pollFailed: 'Napredak trenutno nije moguće učitati; pokušavamo ponovo.',
  resume: 'Nastavi',
  pause: 'Pauziraj',
  pauseFailed: NEWSLETTER_MESSAGES.pauseFailed,
  resumeFailed: NEWSLETTER_MESSAGES.resumeFailed,
};

export type SendProgressTexts = typeof SEND_PROGRESS_TEXTS;
