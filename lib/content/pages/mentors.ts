import type { SectionDefaults } from '../types';

/** Editable texts of /mentors (content_sections rows); seeded as-is, shown when a row is missing. */
export const mentorsSections = {
  mentors_hero: {
    subtitle: 'Mentorstvo',
    title: 'Mentori koji su već prošli tvoj put',
    content:
      'Iskusni preduzetnici, stručnjaci i kreativci dele svoje znanje sa članovima zajednice kroz razgovore, radionice i konkretne savete, bez predavanja iz udžbenika.',
  },
  mentors_profiles: {
    title: 'Upoznaj neke od naših mentora',
    content:
      'Ovo su samo neki od ljudi koji svoje vreme poklanjaju zajednici. Svako ima svoju oblast, a zajedničko im je to što su i sami nekada počinjali od prve ideje.',
  },
  mentors_formats: {
    title: 'Kako izgleda mentorstvo',
    content: 'Biraš format koji ti odgovara: od razgovora u četiri oka do brzih pitanja u grupi.',
  },
  mentors_access: {
    title: 'Mentorstvo je dostupno samo članovima',
    content:
      'Mentorski program je deo članstva u zajednici. Ako još nisi član, prijavi se na listu čekanja: kada se oslobodi mesto, javićemo ti se sa sledećim koracima.',
    buttonText: 'Prijavi se na listu čekanja',
    buttonLink: '/join',
  },
} satisfies SectionDefaults;

export interface MentorProfile {
  /** site_media key of the portrait. */
  imageKey: 'mentor_1' | 'mentor_2' | 'mentor_3';
  name: string;
  role: string;
  bio: string;
  topics: readonly string[];
}

/** Sample mentors (spec public-site §2 /mentors shows three); demo people, replace with real ones. */
export const MENTOR_PROFILES: readonly MentorProfile[] = [
  {
    imageKey: 'mentor_1',
    name: 'Marko Ilić',
    role: 'Advokat za privredno pravo',
    bio: 'Više od 10 godina iskustva u osnivanju firmi, ugovorima sa investitorima i zaštiti intelektualne svojine. Pomaže da pravna pitanja rešiš pre nego što postanu problem.',
    topics: ['Osnivanje firme', 'Ugovori', 'Intelektualna svojina'],
  },
  {
    imageKey: 'mentor_2',
    name: 'Nikola Stojanović',
    role: 'Osnivač i produkt menadžer',
    bio: 'Pokrenuo je dva softverska proizvoda i pomaže timovima da od ideje brzo stignu do prototipa koji mogu da pokažu prvim kupcima.',
    topics: ['Validacija ideje', 'Prototip', 'Prvi kupci'],
  },
  {
    imageKey: 'mentor_3',
    name: 'Katarina Lazić',
    role: 'Brend strateškinja i dizajnerka',
    bio: 'Radi sa kreativcima i malim brendovima na pozicioniranju, vizuelnom identitetu i prvim prodajnim kampanjama.',
    topics: ['Brend', 'Marketing', 'Kreativne industrije'],
  },
];

export interface MentoringFormat {
  id: 'one-on-one' | 'workshops' | 'groups' | 'qa';
  title: string;
  description: string;
}

/** The four mentoring formats of spec public-site §2 /mentors. */
export const MENTORING_FORMATS: readonly MentoringFormat[] = [
  {
    id: 'one-on-one',
    title: '1-on-1 konsultacije',
    description:
      'Razgovor u četiri oka sa mentorom iz oblasti koja ti treba. Dolaziš sa konkretnim pitanjem, odlaziš sa planom sledećih koraka.',
  },
  {
    id: 'workshops',
    title: 'Grupne radionice',
    description:
      'Praktične radionice u malim grupama: validacija ideje, finansije, prodaja i pravne osnove poslovanja, uz primere iz stvarnih projekata.',
  },
  {
    id: 'groups',
    title: 'Grupe za poruke',
    description:
      'Tematske grupe u kojima mentori i članovi svakodnevno razmenjuju savete, kontakte i iskustva, bez čekanja na sledeći termin.',
  },
  {
    id: 'qa',
    title: 'Q&A sesije',
    description:
      'Otvorena pitanja za mentore i goste, uživo ili onlajn. Pitaš šta te zanima, bez ustručavanja i bez glupih pitanja.',
  },
];
