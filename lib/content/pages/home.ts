import type { SectionDefaults } from '../types';

/** Editable texts of the home page (content_sections rows); seeded as-is, shown when a row is missing. */
export const homeSections = {
  home_hero: {
    title: 'Mesto gde ideje postaju posao',
    subtitle: 'Zajednica studenata, osnivača, umetnika i mentora',
    content:
      'Okupljamo ljude koji žele da pokrenu nešto svoje i one koji su to već uradili. Umesto da učiš sam, uči od ljudi koji su prošli isti put: kroz događaje, mentorstvo i svakodnevnu razmenu.',
    buttonText: 'Pridruži se',
    buttonLink: '/join',
  },
  home_results: {
    title: 'Rezultati koji govore',
    subtitle: 'Iza svake brojke stoje ljudi koji su odlučili da ne rade sami.',
  },
  home_why_join: {
    title: 'Zašto da nam se pridružiš?',
    subtitle: 'Šta nudimo',
    content:
      'Ne nudimo kurs ni magičnu formulu. Nudimo ljude: one koji će ti reći istinu o tvojoj ideji, povezati te sa pravom osobom i biti tu kad zapne.',
  },
  home_testimonials: {
    title: 'Šta kažu članovi',
    subtitle: 'Iskustva ljudi koji su rasli sa zajednicom.',
  },
  home_wild_mixer: {
    title: 'Wild Mixer',
    subtitle: 'Naš najpoznatiji događaj',
    content:
      'Speed networking, mentorski stolovi i neformalno druženje za 30-50 ljudi. Za jedno veče upoznaš više ljudi iz sveta preduzetništva nego za godinu dana sam.',
    buttonText: 'Pogledaj događaje',
    buttonLink: '/events',
  },
  home_partners: {
    title: 'Partneri zajednice',
    subtitle: 'Organizacije koje podržavaju naše događaje i članove.',
  },
  home_calendar: {
    title: 'Kalendar događaja',
    subtitle: 'Šta nas čeka u narednim nedeljama.',
    buttonText: 'Svi događaji',
    buttonLink: '/events',
  },
  testimonial_1: {
    title: 'Milica Petrović',
    subtitle: 'Osnivačica, dizajn studio',
    content:
      'Na prvom Wild Mixer-u sam upoznala svog budućeg partnera. Posle šest meseci imamo studio sa troje zaposlenih i klijente iz tri zemlje.',
    buttonLink: 'https://www.linkedin.com/',
  },
  testimonial_2: {
    title: 'Stefan Jovanović',
    subtitle: 'Student i osnivač startapa',
    content:
      'Mentori su mi za jedno veče uštedeli mesece lutanja. Prvi put sam čuo iskren odgovor na pitanje da li moja ideja ima tržište.',
    buttonLink: 'https://www.linkedin.com/',
  },
  testimonial_3: {
    title: 'Ana Nikolić',
    subtitle: 'Ilustratorka',
    content:
      'Kao umetnica nisam znala kako da naplatim svoj rad. Zajednica mi je pomogla da napravim cenovnik, ugovor i prvi ozbiljan projekat.',
    buttonLink: 'https://www.linkedin.com/',
  },
  testimonial_4: {
    title: 'Marko Ilić',
    subtitle: 'Advokat i mentor',
    content:
      'Posle više od 10 godina u pravu, najviše volim kad pomognem nekom da izbegne grešku pre nego što je napravi. Ovde to radim svakog meseca.',
    buttonLink: 'https://www.linkedin.com/',
  },
} satisfies SectionDefaults;

/** Claimed figures of spec public-site §1/§9 shown in the results block. */
export const HOME_STATS = [
  { value: '500+', label: 'učesnika na našim događajima' },
  { value: '350+', label: 'članova u WhatsApp grupi' },
  { value: '4', label: 'startapa nastala u zajednici' },
] as const;

export const WHY_JOIN_BENEFITS = [
  {
    title: 'Pravi kontakti',
    text: 'Osnivači, investitori, dizajneri i programeri na istom mestu, spremni da pomognu.',
  },
  {
    title: 'Mentori sa iskustvom',
    text: 'Ljudi koji su gradili firme, uključujući advokata sa 10+ godina iskustva, odgovaraju na tvoja pitanja.',
  },
  {
    title: 'Događaji koji pokreću',
    text: 'Wild Mixer, radionice i pitch večeri gde se sklapaju saradnje, a ne samo razmenjuju vizitkarte.',
  },
  {
    title: 'Podrška svakog dana',
    text: 'Grupa za poruke sa 350+ članova: poslovi, saveti i preporuke stižu i između događaja.',
  },
] as const;

export interface Testimonial {
  id: number;
  /** content_sections key holding name (title), role (subtitle), quote (content) and LinkedIn (buttonLink). */
  sectionKey: 'testimonial_1' | 'testimonial_2' | 'testimonial_3' | 'testimonial_4';
  /** site_media key of the avatar; a failing image falls back to AVATAR_FALLBACK. */
  mediaKey: string;
  companies: { name: string; url?: string }[];
}

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, sectionKey: 'testimonial_1', mediaKey: 'testimonial_1', companies: [{ name: 'Studio Kvadrat' }] },
  {
    id: 2,
    sectionKey: 'testimonial_2',
    mediaKey: 'testimonial_2',
    companies: [{ name: '-{FarmTrack}-' }, { name: 'Startap Centar' }],
  },
  { id: 3, sectionKey: 'testimonial_3', mediaKey: 'testimonial_3', companies: [{ name: 'Crtež Studio' }] },
  {
    id: 4,
    sectionKey: 'testimonial_4',
    mediaKey: 'testimonial_4',
    companies: [{ name: 'Advokatska kancelarija Ilić' }],
  },
];

export const AVATAR_FALLBACK = '/images/avatars/avatar-fallback.svg';

export const PARTNERS = [
  { mediaKey: 'partner_1', url: 'https://example.org/inkubator-novi-sad' },
  { mediaKey: 'partner_2', url: 'https://example.org/startap-centar' },
  { mediaKey: 'partner_3', url: 'https://example.org/kreativni-hub' },
  { mediaKey: 'partner_4', url: 'https://example.org/digitalna-srbija' },
  { mediaKey: 'partner_5', url: 'https://example.org/fond-za-inovacije' },
  { mediaKey: 'partner_6', url: 'https://example.org/biznis-klub' },
] as const;
