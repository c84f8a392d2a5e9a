import { aboutSections } from './pages/about';
import { communitySections } from './pages/community';
import { contactSections } from './pages/contact';
import { eventsSections } from './pages/events';
import { homeSections } from './pages/home';
import { joinSections } from './pages/join';
import { mentorsSections } from './pages/mentors';
import { storiesSections } from './pages/stories';
import { teamSections } from './pages/team';
import type { MediaDefault } from './types';

/** Every editable page text, keyed by content_sections.section_key. */
export const SECTION_DEFAULTS = {
  ...homeSections,
  ...aboutSections,
  ...mentorsSections,
  ...teamSections,
  ...eventsSections,
  ...communitySections,
  ...storiesSections,
  ...joinSections,
  ...contactSections,
};

export type SectionKey = keyof typeof SECTION_DEFAULTS;

const wildMixerPhotos = [
  'Učesnici Wild Mixer-a u razgovoru za visokim stolovima',
  'Speed networking: parovi razmenjuju ideje uz tajmer',
  'Mentorski sto sa troje osnivača i mentorkom',
  'Grupa učesnika se smeje tokom neformalnog druženja',
  'Osnivačica predstavlja svoj projekat ispred publike',
  'Razmena vizitkarti na ulazu u prostor',
  'Panel diskusija o prvim koracima u preduzetništvu',
  'Učesnici beleže kontakte na tabli sa idejama',
  'Zajednička fotografija svih učesnika na kraju večeri',
  'Neformalni razgovori uz piće posle programa',
];

const partners = [
  'Inkubator Novi Sad',
  'Startap Centar',
  'Kreativni Hub',
  'Digitalna Srbija',
  'Fond za inovacije',
  'Biznis Klub',
];

/** Every site image, keyed by site_media.media_key; our own placeholders under public/images. */
export const MEDIA_DEFAULTS: Record<string, MediaDefault> = {
  site_logo: { url: '/images/logo.svg', title: 'Logo zajednice', placement: 'header', sortOrder: 0 },
  home_hero: {
    url: '/images/hero.svg',
    title: 'Preduzetnici razgovaraju na događaju zajednice',
    placement: 'hero',
    sortOrder: 0,
  },
  about_story: {
    url: '/images/about.svg',
    title: 'Članovi zajednice rade zajedno za stolom',
    placement: 'about',
    sortOrder: 0,
  },
  events_hero: {
    url: '/images/events.svg',
    title: 'Publika na jednom od događaja zajednice',
    placement: 'events',
    sortOrder: 0,
  },
  community_group: {
    url: '/images/community.svg',
    title: 'Ilustracija grupnog razgovora u aplikaciji za poruke',
    placement: 'features',
    sortOrder: 0,
  },
  ...Object.fromEntries(
    wildMixerPhotos.map((title, index) => [
      `wild_mixer_${index + 1}`,
      {
        url: `/images/wild-mixer/wild-mixer-${index + 1}.svg`,
        title,
        placement: 'events',
        sortOrder: index + 1,
      } satisfies MediaDefault,
    ]),
  ),
  ...Object.fromEntries(
    partners.map((name, index) => [
      `partner_${index + 1}`,
      {
        url: `/images/partners/partner-${index + 1}.svg`,
        title: `Logo partnera: ${name}`,
        description: name,
        placement: 'partners',
        sortOrder: index + 1,
      } satisfies MediaDefault,
    ]),
  ),
  ...Object.fromEntries(
    [1, 2, 3].map((n) => [
      `team_${n}`,
      {
        url: `/images/team/team-${n}.svg`,
        title: `Portret člana tima ${n}`,
        placement: 'team',
        sortOrder: n,
      } satisfies MediaDefault,
    ]),
  ),
  ...Object.fromEntries(
    [1, 2, 3, 4].map((n) => [
      `testimonial_${n}`,
      {
        url: `/images/avatars/testimonial-${n}.svg`,
        title: `Fotografija autora utiska ${n}`,
        placement: 'features',
        sortOrder: 20 + n,
      } satisfies MediaDefault,
    ]),
  ),
  ...Object.fromEntries(
    [1, 2, 3].map((n) => [
      `mentor_${n}`,
      {
        url: `/images/mentors/mentor-${n}.svg`,
        title: `Portret mentora ${n}`,
        placement: 'team',
        sortOrder: 10 + n,
      } satisfies MediaDefault,
    ]),
  ),
  story_1: {
    url: '/images/stories/story-1.svg',
    title: 'Učesnici Wild Mixer-a poziraju sa maskotom zajednice',
    placement: 'features',
    sortOrder: 31,
  },
  story_2: {
    url: '/images/stories/story-2.svg',
    title: 'Dvoje osnivača za mentorskim stolom rade na prvom prototipu',
    placement: 'features',
    sortOrder: 32,
  },
  story_3: {
    url: '/images/stories/story-3.svg',
    title: 'Učesnici Wild Mixer-a u razgovoru tokom večeri',
    placement: 'features',
    sortOrder: 33,
  },
};

export const WILD_MIXER_MEDIA_KEYS = wildMixerPhotos.map((_, index) => `wild_mixer_${index + 1}`);
export const PARTNER_MEDIA_KEYS = partners.map((_, index) => `partner_${index + 1}`);
