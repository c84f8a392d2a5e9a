import type { RegistrantDetails } from '@/lib/validation/event-registration';
import type { EventSuggestionRecord } from '@/lib/validation/event-suggestion';

import type { MailSettings } from './config';
import type { MailMessage, MailTemplate } from './types';

/**
 * The e-mails the public forms send. Pure functions of the stored (sanitised) submission, so tests
 * read exactly what an admin will find in the outbox.
 *
 * Mail policy: anyone can type anyone's address into a form, so a mail to the address a visitor
 * typed (the `*.confirm` templates) carries only our own texts and data from our database, never
 * anything the visitor wrote — not their name, not the title of an event described by a link —
 * so the forms cannot relay a message to a stranger. Notifications to our team may quote the
 * visitor: that is what they are for.
 */

interface MailContent {
  heading: string;
  paragraphs?: string[];
  details?: [label: string, value: string | null | undefined][];
  blocks?: { label: string; body: string }[];
  links?: { label: string; url: string }[];
  /** A registration's check-in code (issue 50): its QR image (a PNG by address) and its link. */
  checkIn?: { url: string; imageUrl: string } | null;
  footer?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** One line, for a subject: no line breaks (header injection), at most 150 characters. */
function oneLine(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 150);
}

const CHECK_IN_LABEL = 'Kod za ulaz';
const CHECK_IN_HINT = 'pokaži ga na ulazu';

/** The QR code as a linked PNG (mail clients drop inline SVG and data: images), its link under it. */
function checkInHtml({ url, imageUrl }: { url: string; imageUrl: string }): string {
  return [
    `<p style="margin:0 0 8px;font-weight:bold">${CHECK_IN_LABEL}</p>`,
    `<p style="margin:0 0 8px"><a href="${escapeHtml(url)}"><img src="${escapeHtml(imageUrl)}" width="200" height="200" alt="QR kod za ulaz" style="display:block;border:0;background:#ffffff"></a></p>`,
    `<p style="margin:0 0 16px;font-size:12px;color:#5b6070">Pokaži ovaj kod na ulazu. Ako se slika ne vidi: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  ].join('');
}

function render(content: MailContent): { text: string; html: string } {
  const details = (content.details ?? []).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const text = [
    content.heading,
    '',
    ...(content.paragraphs ?? []).flatMap((paragraph) => [paragraph, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(details.length > 0 ? [''] : []),
    ...(content.blocks ?? []).flatMap(({ label, body }) => [`${label}:`, body, '']),
    ...(content.checkIn ? [`${CHECK_IN_LABEL} (${CHECK_IN_HINT}): ${content.checkIn.url}`, ''] : []),
    ...(content.links ?? []).map(({ label, url }) => `${label}: ${url}`),
    ...(content.footer ? ['', '--', content.footer] : []),
  ]
    .join('\n')
    .trim();

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html lang="sr-Latn"><body style="margin:0;padding:24px;background:#fbf9f6;font-family:Arial,sans-serif;color:#1f2330;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...(content.paragraphs ?? []).map(paragraph),
    details.length > 0
      ? `<table style="border-collapse:collapse;margin:0 0 16px">${details
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 12px 2px 0;color:#5b6070;vertical-align:top">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    ...(content.blocks ?? []).map(
      ({ label, body }) => `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(label)}</p>${paragraph(body)}`,
    ),
    content.checkIn ? checkInHtml(content.checkIn) : '',
    ...(content.links ?? []).map(
      ({ label, url }) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#c2552f;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:999px">${escapeHtml(label)}</a></p>`,
    ),
    content.footer ? `<p style="margin:24px 0 0;font-size:12px;color:#5b6070">${escapeHtml(content.footer)}</p>` : '',
    '</div></body></html>',
  ].join('');
  return { text, html };
}

export function mail(
  template: MailTemplate,
  to: string,
  subject: string,
  content: MailContent,
  replyTo?: string,
): MailMessage {
  return { template, to: [to], subject: oneLine(subject), replyTo: replyTo ?? null, ...render(content) };
}

export const footerFor = (settings: MailSettings) => `${settings.siteName} · ${settings.siteUrl}`;

/** The greeting of every mail to a visitor: no name, since the name is whatever was typed. */
const VISITOR_GREETING = 'Zdravo,';

/**
 * A notification to the team about a visitor's form: the visitor's name and address head its
 * details, and a reply goes to the visitor.
 */
function visitorNotification(
  template: MailTemplate,
  settings: MailSettings,
  visitor: { name: string; email: string },
  subject: string,
  content: Omit<MailContent, 'details'>,
): MailMessage {
  const details: MailContent['details'] = [
    ['Ime', visitor.name],
    ['Email', visitor.email],
  ];
  return mail(template, settings.teamAddress, subject, { ...content, details }, visitor.email);
}

export function contactNotification(
  settings: MailSettings,
  submission: { name: string; email: string; message: string },
): MailMessage {
  return visitorNotification('contact.notify', settings, submission, `Nova poruka sa sajta: ${submission.name}`, {
    heading: 'Nova poruka sa kontakt forme',
    blocks: [{ label: 'Poruka', body: submission.message }],
    footer: 'Odgovorom na ovaj email pišete pošiljaocu.',
  });
}

export function joinNotification(
  settings: MailSettings,
  application: { name: string; email: string; about: string; contribute: string; expect: string },
): MailMessage {
  return visitorNotification('join.notify', settings, application, `Nova prijava za zajednicu: ${application.name}`, {
    heading: 'Nova prijava za zajednicu',
    blocks: [
      { label: 'Ko je i šta ga zanima', body: application.about },
      { label: 'Kako će doprineti', body: application.contribute },
      { label: 'Šta očekuje', body: application.expect },
    ],
  });
}

export function joinConfirmation(settings: MailSettings, application: { email: string }): MailMessage {
  return mail('join.confirm', application.email, `Primili smo tvoju prijavu – ${settings.siteName}`, {
    heading: VISITOR_GREETING,
    paragraphs: [
      'hvala što želiš da se pridružiš zajednici! Tvoja prijava je stigla i pročitaćemo je uskoro.',
      'Javićemo ti se sa sledećim koracima.',
    ],
    footer: footerFor(settings),
  });
}

export function teamNotification(
  settings: MailSettings,
  application: { name: string; email: string; roleLabel: string; composedMessage: string },
): MailMessage {
  return mail(
    'team.notify',
    settings.teamAddress,
    `Nova prijava (${application.roleLabel}): ${application.name}`,
    {
      heading: `Nova prijava – ${application.roleLabel}`,
      blocks: [{ label: 'Prijava', body: application.composedMessage }],
    },
    application.email,
  );
}

/**
 * `roleLabel` is our label of the chosen role (Član tima / Mentor), never typed text. The `name`
 * the caller still passes is left out of the mail on purpose (mail policy above).
 */
export function teamConfirmation(
  settings: MailSettings,
  application: { email: string; roleLabel: string },
): MailMessage {
  return mail('team.confirm', application.email, `Primili smo tvoju prijavu – ${settings.siteName}`, {
    heading: VISITOR_GREETING,
    paragraphs: [`hvala na prijavi (${application.roleLabel})! Pročitaćemo je i kontaktiraćemo te uskoro.`],
    footer: footerFor(settings),
  });
}

export function suggestionNotification(settings: MailSettings, suggestion: EventSuggestionRecord): MailMessage {
  return mail(
    'suggestion.notify',
    settings.teamAddress,
    `Novi predlog događaja: ${suggestion.eventName ?? suggestion.lumaUrl ?? suggestion.submitterName}`,
    {
      heading: 'Novi predlog događaja čeka pregled',
      details: [
        ['Tip', suggestion.submissionType === 'luma' ? 'Lu.ma' : 'Eksterni događaj'],
        ['Predložio/la', suggestion.submitterName],
        ['Email', suggestion.submitterEmail],
        ['Lu.ma URL', suggestion.lumaUrl],
        ['URL događaja', suggestion.eventUrl],
        ['Naziv', suggestion.eventName],
        ['Lokacija', suggestion.eventLocation],
        ['Adresa', suggestion.eventAddress],
        ['Organizator', suggestion.eventHost],
        ['Datum i vreme', suggestion.eventDatetime],
      ],
      blocks: [
        ...(suggestion.eventDescription ? [{ label: 'Opis', body: suggestion.eventDescription }] : []),
        ...(suggestion.additionalNotes ? [{ label: 'Napomene', body: suggestion.additionalNotes }] : []),
      ],
      links: [{ label: 'Pregledaj predloge', url: `${settings.siteUrl}/admin` }],
    },
    suggestion.submitterEmail,
  );
}

interface RegistrationMailData extends RegistrantDetails {
  eventTitle: string;
  eventDate: string | null;
  eventLocation: string | null;
  /**
   * Path of the event's calendar file when the event is one of ours (from the database); null for
   * an event described only by the registration link, whose title, date and place the visitor wrote.
   */
  calendarPath: string | null;
  /** The signed link to the page that cancels this registration ('Otkaži prijavu'); none for the team's copy. */
  cancelUrl?: string | null;
}

/** What a mail about a registration's state needs: whom, which event, and its links. */
export type RegistrationNotice = Pick<
  RegistrationMailData,
  'email' | 'eventTitle' | 'eventDate' | 'eventLocation' | 'calendarPath' | 'cancelUrl'
> & {
  /** The check-in code (QR and link) of a registered person at one of our events. */
  checkIn?: { url: string; imageUrl: string } | null;
};

/** Which event a registration mail is about: its title, date and place, in that order. */
function eventDetails(
  registration: Pick<RegistrationMailData, 'eventTitle' | 'eventDate' | 'eventLocation'>,
): NonNullable<MailContent['details']> {
  return [
    ['Događaj', registration.eventTitle],
    ['Datum', registration.eventDate],
    ['Lokacija', registration.eventLocation],
  ];
}

const CANCEL_LINK_LABEL = 'Otkaži prijavu';
const cancelLinks = (cancelUrl: string | null | undefined) =>
  cancelUrl ? [{ label: CANCEL_LINK_LABEL, url: cancelUrl }] : [];

export function registrationNotification(settings: MailSettings, registration: RegistrationMailData): MailMessage {
  return mail(
    'registration.notify',
    settings.teamAddress,
    `Nova prijava za događaj „${registration.eventTitle}”: ${registration.firstName} ${registration.lastName}`,
    {
      heading: `Nova prijava za „${registration.eventTitle}”`,
      details: [
        ...eventDetails(registration),
        ['Ime i prezime', `${registration.firstName} ${registration.lastName}`],
        ['Email', registration.email],
        ['Telefon', registration.phone],
        ['Kompanija', registration.company],
        ['Pozicija', registration.position],
      ],
      blocks: registration.message ? [{ label: 'Poruka', body: registration.message }] : [],
    },
    registration.email,
  );
}

/**
 * The registrant's receipt. For one of our events it names the event from our database and links
 * its calendar file; for an event described by a link it names nothing from that link (whoever
 * wrote the link chose the title, date and place), only that the registration arrived.
 */
export function registrationConfirmation(
  settings: MailSettings,
  registration: RegistrationNotice & Partial<RegistrantDetails>,
): MailMessage {
  const { calendarPath } = registration;
  if (calendarPath === null) {
    return mail('registration.confirm', registration.email, `Prijava za događaj je primljena – ${settings.siteName}`, {
      heading: VISITOR_GREETING,
      paragraphs: ['hvala na prijavi za događaj! Primili smo je, a detalje o događaju javiće ti organizator.'],
      links: cancelLinks(registration.cancelUrl),
      footer: footerFor(settings),
    });
  }
  return mail('registration.confirm', registration.email, `Prijava za „${registration.eventTitle}” je primljena`, {
    heading: VISITOR_GREETING,
    paragraphs: [`hvala na prijavi za „${registration.eventTitle}”! Vidimo se.`],
    details: eventDetails(registration),
    checkIn: registration.checkIn,
    links: [
      { label: 'Dodaj u kalendar (.ics)', url: `${settings.siteUrl}${calendarPath}` },
      ...cancelLinks(registration.cancelUrl),
    ],
    footer: footerFor(settings),
  });
}

/** A registration for a full event: on the waitlist ('Lista čekanja') at `position`. */
export function registrationWaitlisted(
  settings: MailSettings,
  registration: RegistrationNotice & { position: number },
): MailMessage {
  return mail('registration.waitlist', registration.email, `Lista čekanja za „${registration.eventTitle}”`, {
    heading: VISITOR_GREETING,
    paragraphs: [
      `sva mesta za „${registration.eventTitle}” su trenutno popunjena, pa smo te upisali na listu čekanja.`,
      `Tvoje mesto na listi čekanja: ${registration.position}. Čim se neko odjavi, prvi na listi dobija mesto i o tome mu odmah šaljemo email.`,
    ],
    details: eventDetails(registration),
    links: cancelLinks(registration.cancelUrl),
    footer: footerFor(settings),
  });
}

/** The first in line got a freed place: they are registered now. */
export function registrationPromoted(settings: MailSettings, registration: RegistrationNotice): MailMessage {
  return mail('registration.promoted', registration.email, `Oslobodilo se mesto: „${registration.eventTitle}”`, {
    heading: VISITOR_GREETING,
    paragraphs: [
      `oslobodilo se mesto na događaju „${registration.eventTitle}”, a ti si bio/la prvi/a na listi čekanja: sada si prijavljen/a. Vidimo se!`,
      'Ako ipak ne možeš da dođeš, otkaži prijavu linkom ispod, da mesto dobije sledeći na listi.',
    ],
    details: eventDetails(registration),
    checkIn: registration.checkIn,
    links: [
      ...(registration.calendarPath
        ? [{ label: 'Dodaj u kalendar (.ics)', url: `${settings.siteUrl}${registration.calendarPath}` }]
        : []),
      ...cancelLinks(registration.cancelUrl),
    ],
    footer: footerFor(settings),
  });
}

export function newsletterConfirmation(
  settings: MailSettings,
  subscriber: { email: string; confirmUrl: string; unsubscribeUrl: string },
): MailMessage {
  return mail('newsletter.confirm', subscriber.email, `Potvrdi prijavu na newsletter – ${settings.siteName}`, {
    heading: VISITOR_GREETING,
    paragraphs: [
      'hvala na prijavi na naš newsletter! Još jedan korak: potvrdi da je ova email adresa tvoja.',
      'Ako se nisi ti prijavio/la, slobodno ignoriši ovaj email – bez potvrde ti nećemo ništa slati.',
    ],
    links: [{ label: 'Potvrdi prijavu', url: subscriber.confirmUrl }],
    footer: `${footerFor(settings)} · Odjava: ${subscriber.unsubscribeUrl}`,
  });
}

/**
 * To everyone registered for an event the team deleted. The event's title and date are ours (an
 * admin wrote them), never what the registrant typed.
 */
export function eventCancellation(
  settings: MailSettings,
  event: { email: string; title: string; date: string },
): MailMessage {
  return mail('event.cancelled', event.email, `Događaj „${event.title}” je otkazan`, {
    heading: VISITOR_GREETING,
    paragraphs: [
      `nažalost, događaj „${event.title}” (${event.date}) za koji si se prijavio/la je otkazan. Tvoja prijava više ne važi.`,
      `Nove događaje uvek možeš da pogledaš na ${settings.siteUrl}/events.`,
    ],
    footer: footerFor(settings),
  });
}
