import type { SectionDefaults } from '../types';

/** Editable texts of /events (content_sections rows); seeded as-is, shown when a row is missing. */
export const eventsSections = {
  events_hero: {
    title: 'Događaji',
    subtitle: 'Upoznaj ljude koji grade svoje priče',
    content:
      'Wild Mixer, radionice, pitch večeri i jutarnje kafe sa osnivačima. Svaki događaj je prilika da upoznaš nekog ko će ti promeniti pravac.',
  },
  events_upcoming: { title: 'Predstojeći događaji' },
  events_past: { title: 'Prošli događaji', subtitle: 'Podsetnik na večeri koje smo proveli zajedno.' },
  events_empty: {
    title: 'Uskoro novi događaji',
    content: 'Trenutno pripremamo naredne susrete. Pridruži se zajednici i među prvima saznaj kada otvaramo prijave.',
    buttonText: 'Pridruži se',
    buttonLink: '/join',
  },
  events_calendar: {
    title: 'Kalendar događaja',
    subtitle: 'Svi predstojeći susreti na jednom mestu.',
    buttonText: 'Otvori spoljni kalendar',
  },
  events_newsletter: {
    title: 'Ne propusti sledeći događaj',
    content: 'Prijavi se na newsletter i javićemo ti čim otvorimo prijave.',
  },
  events_suggest: {
    title: 'Imaš ideju za događaj?',
    content: 'Predloži događaj sa Lu.ma platforme ili sa bilo kog drugog sajta. Pregledamo svaki predlog.',
  },
  events_join: {
    title: 'Postani deo zajednice',
    content: 'Članovi prvi saznaju za događaje i imaju prednost pri prijavi.',
    buttonText: 'Pridruži se',
    buttonLink: '/join',
  },
} satisfies SectionDefaults;
