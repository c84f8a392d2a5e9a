import type { SectionDefaults } from '../types';

/** Editable texts of /contact (content_sections rows); seeded as-is, shown when a row is missing. */
export const contactSections = {
  contact_hero: {
    subtitle: 'Kontakt',
    title: 'Hajde da razgovaramo',
    content:
      'Imaš pitanje, ideju za saradnju ili želiš da nam predstaviš svoj projekat? Piši nam preko forme ili nas pronađi na mrežama.',
  },
  contact_channels: {
    title: 'Gde nas možeš naći',
    content: 'Čitamo sve poruke i odgovaramo čim stignemo, obično u roku od nekoliko dana.',
  },
  /** The LinkedIn channel: the community's company page (buttonLink); the site's LINKEDIN_URL when empty. */
  contact_linkedin: {
    title: 'LinkedIn',
    content: 'Vesti o zajednici i prilike za poslovnu saradnju.',
    buttonLink: 'https://www.linkedin.com/company/preduzetnicka-mreza-primer',
  },
  contact_form: {
    title: 'Pošalji poruku',
    content: 'Popuni formu i javićemo ti se na e-mail adresu koju ostaviš.',
  },
} satisfies SectionDefaults;

export interface ContactChannel {
  id: 'email' | 'instagram' | 'linkedin';
  label: string;
  description: string;
}

/** The three channels of spec public-site §2 /contact; their addresses come from the site config. */
export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { id: 'email', label: 'E-mail', description: 'Za pitanja, saradnje i predloge događaja.' },
  { id: 'instagram', label: 'Instagram', description: 'Fotografije sa događaja i najave prvo stižu ovde.' },
  { id: 'linkedin', label: 'LinkedIn', description: 'Vesti o zajednici i prilike za poslovnu saradnju.' },
];
