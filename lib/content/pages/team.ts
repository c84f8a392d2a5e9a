import type { SectionDefaults } from '../types';

/** Editable texts of /team (content_sections rows); seeded as-is, shown when a row is missing. */
export const teamSections = {
  team_hero: {
    subtitle: 'Tim',
    title: 'Ljudi iza zajednice',
    content:
      'Mali tim koji organizuje događaje, povezuje članove i brine da svako ko dođe na Wild Mixer ode kući sa bar jednim novim poznanstvom.',
  },
  team_intro: {
    title: 'Osnovni tim',
    content: 'Troje ljudi koji su zajednicu pokrenuli i koji je i danas vode, uz pomoć volontera i mentora.',
  },
  team_contact: {
    title: 'Imaš pitanje za tim?',
    content: 'Piši nam direktno. Čitamo svaku poruku i odgovaramo čim stignemo, obično u roku od nekoliko dana.',
    buttonText: 'Pošalji nam e-mail',
  },
  team_apply: {
    title: 'Pridruži se timu ili postani mentor',
    content:
      'Tražimo ljude koji žele da organizuju događaje, vode radionice ili mentorišu članove. Popuni kratku prijavu, a mi ćemo ti se javiti da se upoznamo.',
    buttonText: 'Prijavi se u tim',
  },
  /**
   * The three team cards: name (title), role (subtitle), bio (content) and the person's own
   * LinkedIn profile (buttonLink). Demo profiles until the real ones are entered in the admin.
   */
  team_member_1: {
    title: 'Jovana Ristić',
    subtitle: 'Osnivačica i koordinatorka zajednice',
    content:
      'Organizovala je prvi Wild Mixer za tridesetak ljudi i od tada brine da svaki događaj spoji prave ljude u pravom trenutku.',
    buttonLink: 'https://www.linkedin.com/in/primer-jovana-ristic',
  },
  team_member_2: {
    title: 'Dušan Pavlović',
    subtitle: 'Organizator događaja',
    content: 'Vodi sve od prostora i satnice do speed networking krugova, i pazi da niko ne ostane sam u uglu sale.',
    buttonLink: 'https://www.linkedin.com/in/primer-dusan-pavlovic',
  },
  team_member_3: {
    title: 'Tamara Đorđević',
    subtitle: 'Koordinatorka mentorskog programa',
    content: 'Povezuje članove sa mentorima i prati da se svaki razgovor završi konkretnim sledećim korakom.',
    buttonLink: 'https://www.linkedin.com/in/primer-tamara-djordjevic',
  },
  team_cta: {
    title: 'Želiš da budeš deo zajednice?',
    content:
      'Ne moraš biti u timu da bi bio deo priče. Članstvo je mesto za sve koji žele da uče, povezuju se i rastu.',
    buttonText: 'Pridruži se zajednici',
    buttonLink: '/join',
  },
} satisfies SectionDefaults;

export interface TeamMember {
  /** site_media key of the portrait. */
  imageKey: 'team_1' | 'team_2' | 'team_3';
  /** content_sections row with the card's texts and LinkedIn (see `teamSections`). */
  sectionKey: 'team_member_1' | 'team_member_2' | 'team_member_3';
  email?: string;
  /** A direct messaging link (e.g. wa.me). */
  messagingUrl?: string;
}

/**
 * The core team (spec public-site §2 /team shows three cards with their LinkedIn links). Name,
 * role, bio and LinkedIn profile are editable content (`team_member_1…3`); the e-mail uses the
 * reserved example.com domain and the messaging number is a placeholder, to be replaced before launch.
 */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  { imageKey: 'team_1', sectionKey: 'team_member_1', email: 'jovana@example.com' },
  { imageKey: 'team_2', sectionKey: 'team_member_2', messagingUrl: 'https://wa.me/381600000000' },
  { imageKey: 'team_3', sectionKey: 'team_member_3' },
];
