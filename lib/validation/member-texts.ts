/**
 * Texts of messages, reports, resources and mentorship (spec platform §5, §8), shared by client
 * components and server actions; zod-free so a client component can import it cheaply. The ads'
 * texts are in ads-texts.ts.
 */
import { formatLongDate } from '@/lib/format/date';

export const MESSAGE_TEXTS = {
  textRequired: 'Poruka ne može biti prazna.',
  textTooLong: 'Poruka je predugačka.',
  sent: { title: 'Poruka poslata!', message: 'Vaša poruka je isporučena.' },
  sendFailed: 'Došlo je do greške prilikom slanja poruke.',
  cannotStart: 'Nije moguće pokrenuti konverzaciju sa ovim članom.',
  blocked: { title: 'Član blokiran', message: 'Ovaj član vam više ne može slati poruke.' },
  unblocked: { title: 'Blokada uklonjena', message: 'Ovaj član vam ponovo može slati poruke.' },
  blockFailed: 'Došlo je do greške prilikom blokiranja člana.',
  reported: { title: 'Poruka prijavljena', message: 'Administratori će pregledati prijavljenu poruku.' },
  reportFailed: 'Došlo je do greške prilikom prijave poruke.',
  reasonTooLong: 'Razlog je predugačak.',
  messageNotFound: 'Poruka nije pronađena.',
  read: { title: 'Poruke pročitane', message: 'Poruke u ovoj konverzaciji su označene kao pročitane.' },
  readFailed: 'Došlo je do greške prilikom označavanja poruka kao pročitanih.',
} as const;

/** Reporting an ad (a message's texts are in MESSAGE_TEXTS) and what every report needs. */
export const REPORT_MESSAGES = {
  reasonRequired: 'Izaberite razlog prijave.',
  adReported: { title: 'Oglas prijavljen', message: 'Administratori će pregledati prijavljeni oglas.' },
  adReportFailed: 'Došlo je do greške prilikom prijave oglasa.',
  adNotFound: 'Oglas nije pronađen.',
} as const;

/**
 * What members see of the moderators' decisions about them and about their reports (docs/members.md,
 * "Moderation outcomes"). The moderator's note is not shown: it is written for the team.
 */
export const MODERATION_OUTCOME_TEXTS = {
  adClosedBadge: 'Zatvorio moderator',
  adClosedTitle: 'Oglas je zatvorio moderator',
  adClosed: (closedAt: Date) =>
    `Oglas je zatvorio moderator ${formatLongDate(closedAt)} Drugi članovi ga više ne vide i ne može se produžiti.`,
  messageHidden: 'Poruku je sakrio moderator.',
  reportPending: 'Na čekanju',
  reportOutcomes: {
    message_hidden: 'Poruka je sakrivena',
    ad_closed: 'Oglas je zatvoren',
    member_suspended: 'Član je suspendovan',
    dismissed: 'Prijava je odbačena',
  },
} as const;

export const MENTORSHIP_MESSAGES = {
  requested: { title: 'Zahtev poslat!', message: 'Mentor će dobiti obaveštenje o vašem zahtevu.' },
  requestFailed: 'Došlo je do greške prilikom slanja zahteva.',
  accepted: { title: 'Mentorstvo prihvaćeno!', message: 'Mentorska veza je sada aktivna.' },
  acceptFailed: 'Došlo je do greške prilikom prihvatanja zahteva.',
  closed: { title: 'Mentorska veza zatvorena', message: 'Obe strane su obaveštene.' },
  closeFailed: 'Došlo je do greške prilikom zatvaranja mentorske veze.',
  connectionNotFound: 'Mentorska veza nije pronađena.',
  notesTooLong: 'Napomena je predugačka.',
} as const;

export const RESOURCE_MESSAGES = {
  titleRequired: 'Naslov je obavezan',
  titleTooLong: 'Naslov je predugačak',
  descriptionTooLong: 'Opis je predugačak',
  linkRequired: 'Unesite link ka resursu ili fajlu',
  invalidUrl: 'Link mora početi sa https:// ili http:// (fajl sa ovog sajta: /files/...)',
  unknownType: 'Nepoznat tip resursa',
  unknownCategory: 'Nepoznata kategorija resursa',
  notFound: 'Resurs nije pronađen.',
  created: { title: 'Resurs dodat', message: 'Resurs je vidljiv članovima.' },
  updated: { title: 'Resurs ažuriran', message: 'Izmene su sačuvane.' },
  deleted: { title: 'Resurs obrisan', message: 'Resurs je uklonjen iz biblioteke.' },
  saveFailed: 'Greška pri čuvanju resursa',
  deleteFailed: 'Greška pri brisanju resursa',
} as const;

/** A member id that is not a well-formed id, or not one the caller may act on. */
export const UNKNOWN_MEMBER = 'Član nije pronađen.';
