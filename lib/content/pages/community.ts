import type { SectionDefaults } from '../types';

/** Editable texts of /community (content_sections rows); seeded as-is, shown when a row is missing. */
export const communitySections = {
  community_hero: {
    subtitle: 'Zajednica',
    title: 'Pridruži se našoj WhatsApp grupi',
    content:
      'Više od 350 članova svakodnevno deli prilike za posao, savete, najave događaja i kontakte. Pitanje postavljeno ujutru obično dobije odgovor pre ručka.',
    // The invite link itself is site configuration (COMMUNITY_INVITE_URL), not page text.
    buttonText: 'Pridruži se grupi',
  },
  community_rules: {
    title: 'Pravila zajednice',
    content:
      'Četiri jednostavna pravila zbog kojih grupa ostaje korisna i prijatna za sve. Ulaskom u grupu prihvataš ih.',
  },
  community_invite: {
    title: 'Vidimo se u grupi',
    content:
      'Dugme otvara poziv u aplikaciji WhatsApp. Kada uđeš, predstavi se u par rečenica: ko si, čime se baviš i šta trenutno tražiš ili nudiš.',
    buttonText: 'Otvori poziv za grupu',
  },
  community_newsletter: {
    title: 'Radije čitaš e-mail?',
    content: 'Prijavi se na bilten i dobijaj najave događaja, priče članova i korisne resurse, bez spama.',
  },
} satisfies SectionDefaults;

export interface CommunityRule {
  id: 'respect' | 'value' | 'no-spam' | 'privacy';
  title: string;
  description: string;
}

/** The four rules of the messaging group (spec public-site §2 /community). */
export const COMMUNITY_RULES: readonly CommunityRule[] = [
  {
    id: 'respect',
    title: 'Poštovanje pre svega',
    description: 'Razgovaramo otvoreno i ljubazno, i kada se ne slažemo. Bez vređanja, diskriminacije i ličnih napada.',
  },
  {
    id: 'value',
    title: 'Deli vrednost',
    description: 'Pitaj, odgovaraj, preporuči alat ili kontakt. Grupa je jaka onoliko koliko svako od nas u nju unese.',
  },
  {
    id: 'no-spam',
    title: 'Bez spama i nepozvanih reklama',
    description:
      'Svoj projekat slobodno predstavi, ali bez masovnih poruka, lančanih poruka i prodaje u privatnim porukama bez pitanja.',
  },
  {
    id: 'privacy',
    title: 'Čuvaj privatnost',
    description:
      'Ono što se podeli u grupi ostaje u grupi. Ne prosleđuj tuđe poruke, brojeve i fotografije bez dozvole.',
  },
];

/** What members find in the group, listed beside the invitation. */
export const COMMUNITY_PERKS: readonly string[] = [
  'Prilike za posao, saradnju i zajedničke projekte',
  'Najave Wild Mixer-a i radionica pre svih',
  'Brzi odgovori na konkretna pitanja od ljudi iz prakse',
];
