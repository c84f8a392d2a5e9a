/** Texts of the ads (spec platform §5, §8); zod-free, so the ads' client components import them without zod. */
import { COUNTED, formatCount } from '@/lib/format/plural';
import { AD_DAILY_LIMIT } from '@/lib/members/ads';

export const AD_MESSAGES = {
  titleRequired: 'Naslov je obavezan',
  descriptionRequired: 'Opis je obavezan',
  titleTooLong: 'Naslov je predugačak',
  descriptionTooLong: 'Opis je predugačak',
  unknownType: 'Nepoznat tip oglasa',
  unknownCategory: 'Nepoznata kategorija oglasa',
  notFound: 'Oglas nije pronađen ili nije vaš.',
  posted: { title: 'Oglas uspešno objavljen!', message: 'Vaš oglas je sada vidljiv svim članovima.' },
  postFailed: 'Došlo je do greške prilikom objavljivanja oglasa.',
  dailyLimit: `Možete objaviti najviše ${formatCount(AD_DAILY_LIMIT, COUNTED.ad)} u 24 sata. Novi oglas objavite sutra.`,
  updated: { title: 'Oglas ažuriran!', message: 'Izmene su sačuvane.' },
  renewed: { title: 'Oglas produžen!', message: 'Oglas je vidljiv još 60 dana.' },
  closed: { title: 'Oglas zatvoren', message: 'Oglas više nije vidljiv drugim članovima.' },
  deleted: { title: 'Oglas obrisan', message: 'Oglas je trajno uklonjen.' },
  changeFailed: 'Došlo je do greške prilikom izmene oglasa.',
} as const;
