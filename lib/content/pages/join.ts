import type { SectionDefaults } from '../types';

/** Editable texts of /join (content_sections rows); seeded as-is, shown when a row is missing. */
export const joinSections = {
  join_hero: {
    subtitle: 'Pridruži se',
    title: 'Postani deo zajednice od 500+ preduzetnika',
    content:
      'Ovde se upoznaju studenti, osnivači, umetnici i mentori koji žele da rade ozbiljne stvari, ali ne sami. Popuni prijavu i reci nam šta gradiš.',
    buttonText: 'Popuni prijavu',
    buttonLink: '#join-form',
  },
  join_why: {
    title: 'Po čemu smo drugačiji',
    content:
      'Nismo još jedna grupa sa hiljadu ljudi i nula razgovora. Članstvo je samo uz poziv, sa najviše 50 aktivnih članova u isto vreme: dovoljno malo da se svi znaju po imenu, dovoljno raznoliko da uvek nađeš nekoga ko zna ono što tebi treba.',
  },
  join_benefits: {
    title: 'Šta dobijaš kao član',
    content: 'Bez obzira na to gde si na svom putu, ovde ima mesta za tebe.',
  },
  join_details: {
    title: 'Šta nas pokreće',
    content: 'Četiri ideje na kojima gradimo zajednicu i po kojima biramo nove članove.',
  },
  join_steps: {
    title: 'Kako izgleda put do članstva',
    content: 'Četiri koraka od prijave do prvih zajedničkih projekata.',
  },
  join_form: {
    title: 'Prijava za članstvo',
    content:
      'Reci nam ko si, šta te zanima i kako vidiš svoje mesto u zajednici. Svaku prijavu čitamo lično i javljamo se u roku od nekoliko dana.',
  },
} satisfies SectionDefaults;

export interface JoinBenefit {
  id: 'experienced' | 'beginners' | 'growth';
  title: string;
  description: string;
}

/** The three benefit cards of spec public-site §2 /join. */
export const JOIN_BENEFITS: readonly JoinBenefit[] = [
  {
    id: 'experienced',
    title: 'Za iskusne preduzetnike',
    description:
      'Podeli iskustvo sa onima koji tek počinju, pronađi saradnike i talente i razmeni kontakte sa ljudima iz industrija do kojih inače ne stižeš.',
  },
  {
    id: 'beginners',
    title: 'Za početnike',
    description:
      'Postavi pitanja koja te muče, dobij iskrenu povratnu informaciju o svojoj ideji i upoznaj mentore koji su već prošli put koji je pred tobom.',
  },
  {
    id: 'growth',
    title: 'Za one koji žele da rastu',
    description:
      'Radionice, Wild Mixer događaji i krug ljudi koji te guraju napred, bez obzira na to da li gradiš firmu, karijeru ili kreativni projekat.',
  },
];

export interface JoinDetail {
  id: 'creativity' | 'principles' | 'connections' | 'collaboration';
  title: string;
  description: string;
}

/** The four cards of the expandable details block. */
export const JOIN_DETAILS: readonly JoinDetail[] = [
  {
    id: 'creativity',
    title: 'Presek kreativnosti',
    description:
      'Umetnici, inženjeri, pravnici i prodavci za istim stolom. Najbolje ideje nastaju tamo gde se različiti svetovi sretnu.',
  },
  {
    id: 'principles',
    title: 'Univerzalni principi',
    description:
      'Jasna komunikacija, poverenje i odgovornost važe u svakoj industriji. Učimo ih zajedno, na stvarnim primerima članova.',
  },
  {
    id: 'connections',
    title: 'Prave veze',
    description:
      'Ne skupljamo kontakte, gradimo odnose. Manja grupa znači da se ljudi zaista upoznaju i ostaju u kontaktu i posle događaja.',
  },
  {
    id: 'collaboration',
    title: 'Saradnja umesto konkurencije',
    description:
      'Kada neko iz zajednice uspe, to otvara vrata i drugima. Zato prilike delimo, umesto da ih čuvamo za sebe.',
  },
];

export interface JoinStep {
  title: string;
  description: string;
}

/** The four steps, in order. */
export const JOIN_STEPS: readonly JoinStep[] = [
  {
    title: 'Popuni formu i izaberi plan',
    description:
      'Napiši nam ko si, šta te zanima i kako želiš da doprineseš, pa izaberi plan članstva koji odgovara tvojim ciljevima.',
  },
  {
    title: 'Upoznaj ljude',
    description: 'Kroz WhatsApp grupu i Wild Mixer događaje upoznaješ članove, mentore i partnere zajednice.',
  },
  {
    title: 'Poveži tačke',
    description: 'Prepoznaj ko tebi može da pomogne i kome ti možeš: saosnivač, mentor, prvi kupac ili saradnik.',
  },
  {
    title: 'Rastimo zajedno',
    description: 'Projekti, saradnje i prijateljstva koja traju. Tvoj uspeh postaje deo priče cele zajednice.',
  },
];
