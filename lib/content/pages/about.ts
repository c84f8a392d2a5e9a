import type { SectionDefaults } from '../types';

/** Editable texts of /about (content_sections rows); seeded as-is, shown when a row is missing. */
export const aboutSections = {
  about_hero: {
    subtitle: 'O nama',
    title: 'Zajednica koja ideje pretvara u stvarnost',
    content:
      'Okupljamo studente, osnivače, umetnike i mentore koji veruju da se dobre stvari grade zajedno. Kod nas niko ne kreće od nule i niko ne ide sam.',
  },
  about_story: {
    subtitle: 'Naša priča',
    title: 'Kako je sve počelo',
    content: [
      'Sve je počelo pitanjem koje smo stalno slušali: „Imam ideju, ali ne znam koga da pitam.” Ljudi sa znanjem, iskustvom i energijom bili su u istom gradu, ali se nisu poznavali. Studenti nisu imali pristup osnivačima, osnivačima je falilo vremena da traže saradnike, a umetnici su ostajali po strani svake priče o biznisu.',
      'Zato smo organizovali prvo neformalno okupljanje: nekoliko stolova, tridesetak ljudi i jedno pravilo, da svako bar jednom razgovara sa nekim koga ne poznaje. Iz te večeri nastao je Wild Mixer, a iz Wild Mixer-a zajednica.',
      'Danas je kroz naše događaje prošlo više od 500 učesnika, u WhatsApp grupi je više od 350 članova, a iz poznanstava sklopljenih kod nas nastala su 4 startapa.',
    ].join('\n\n'),
  },
  about_figures: {
    title: 'Zajednica u brojkama',
    content: 'Brojke nisu cilj, ali lepo pokazuju koliko ljudi je već našlo nekoga ko im je pomogao.',
  },
  about_purpose: {
    subtitle: 'Naša svrha',
    title: 'Zašto postojimo',
    content:
      'Želimo da put od ideje do prvog kupca, prvog posla ili prve saradnje bude kraći i manje usamljen. Povezujemo ljude koji mogu jedni drugima da pomognu, delimo znanje bez zadrške i čuvamo prostor u kome je normalno pitati, pogrešiti i pokušati ponovo.',
  },
  about_audience: {
    title: 'Kome smo namenjeni',
    content: 'Različita iskustva su naša najveća snaga. Ovo su ljudi koje ćeš sresti kod nas.',
  },
  about_cta: {
    title: 'Postani deo priče',
    content:
      'Ako ti je bliska ideja da se raste zajedno, javi nam se. Prijava traje nekoliko minuta, a prvi sledeći korak je razgovor.',
    buttonText: 'Pridruži se',
    buttonLink: '/join',
  },
} satisfies SectionDefaults;

export interface AboutFigure {
  value: string;
  label: string;
}

/** The claimed figures of spec public-site §1 and §9, as the about page shows them. */
export const ABOUT_FIGURES: readonly AboutFigure[] = [
  { value: '500+', label: 'učesnika na našim događajima' },
  { value: '350+', label: 'članova u WhatsApp grupi' },
  { value: '4', label: 'startapa nastala iz zajednice' },
  { value: '30-50', label: 'ljudi na svakom Wild Mixer-u' },
];

export interface AboutPillar {
  id: 'connect' | 'knowledge' | 'together';
  title: string;
  description: string;
}

export const ABOUT_PILLARS: readonly AboutPillar[] = [
  {
    id: 'connect',
    title: 'Povezujemo ljude',
    description:
      'Wild Mixer, mentorski stolovi i WhatsApp grupa spajaju ljude koji inače ne bi seli za isti sto: programerku i vajara, studenta i osnivača sa deset zaposlenih.',
  },
  {
    id: 'knowledge',
    title: 'Delimo znanje',
    description:
      'Mentori iz prakse, među njima i advokat sa više od 10 godina iskustva, odgovaraju na konkretna pitanja: od osnivanja firme do prvog ugovora sa klijentom.',
  },
  {
    id: 'together',
    title: 'Rastemo zajedno',
    description:
      'Tražiš saosnivača, prvog kupca ili samo iskreno drugo mišljenje? Neko iz zajednice je već prošao kroz to i rado će ti reći kako.',
  },
];

export interface AboutAudience {
  title: string;
  description: string;
}

export const ABOUT_AUDIENCES: readonly AboutAudience[] = [
  { title: 'Studenti', description: 'koji žele da vide kako izgleda pravi posao pre nego što diplomiraju.' },
  { title: 'Osnivači', description: 'koji traže saradnike, prve kupce i ljude sa kojima mogu otvoreno da pričaju.' },
  { title: 'Umetnici i kreativci', description: 'koji svoj rad žele da pretvore u održiv posao.' },
  { title: 'Mentori', description: 'koji znaju koliko znači jedan dobar savet u pravom trenutku.' },
];
