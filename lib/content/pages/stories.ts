import type { SectionDefaults } from '../types';

/** Editable texts of /stories (content_sections rows); seeded as-is, shown when a row is missing. */
export const storiesSections = {
  stories_hero: {
    subtitle: 'Priče',
    title: 'Priče iz zajednice',
    content:
      'Male i velike pobede naših članova: neočekivani susreti, prvi prototipi i večeri posle kojih je neko promenio plan.',
    buttonText: 'Pročitaj priče',
    buttonLink: '#all-stories',
  },
  stories_all: {
    title: 'Sve priče',
    content: 'Izdvojili smo tri priče koje najbolje pokazuju šta se dešava kada se pravi ljudi sretnu na pravom mestu.',
  },
  stories_share: {
    title: 'Imaš svoju priču?',
    content: 'Ako ti je zajednica pomogla da napraviš korak napred, voleli bismo da to čujemo i podelimo sa drugima.',
    buttonText: 'Ispričaj nam svoju priču',
    buttonLink: '/contact',
  },
} satisfies SectionDefaults;

export interface StoryCard {
  id: 'mascot' | 'prototype' | 'gallery';
  /** site_media key of the cover image. */
  imageKey: 'story_1' | 'story_2' | 'story_3';
  tag: string;
  title: string;
  paragraphs: readonly string[];
  /** Extra photos shown as a small gallery under the text (site_media keys). */
  galleryKeys?: readonly string[];
}

/** The three static stories of spec public-site §2 /stories. */
export const STORY_CARDS: readonly StoryCard[] = [
  {
    id: 'mascot',
    imageKey: 'story_1',
    tag: 'Wild Mixer',
    title: 'Kako smo upoznali našu maskotu',
    paragraphs: [
      'Na trećem Wild Mixer-u na vratima nas je dočekao neočekivan gost: plišana lisica koju je jedna članica donela kao šalu, da razbije led.',
      'Do kraja večeri svi su hteli fotografiju sa njom. Lisica je dobila ime Miksi i stalno mesto na svakom našem događaju. Danas je znak da si na pravom mestu: gde je Miksi, tu će ti se neko sigurno predstaviti.',
    ],
  },
  {
    id: 'prototype',
    imageKey: 'story_2',
    tag: 'Od ideje do prototipa',
    title: 'Od ideje na salveti do prvog prototipa',
    paragraphs: [
      'Stefan i Sara upoznali su se za mentorskim stolom. On je imao ideju za aplikaciju koja povezuje lokalne proizvođače hrane sa kupcima, ona znanje da je napravi.',
      'Uz savete mentora i nekoliko vikenda rada, prvi prototip bio je spreman za šest nedelja. Danas je -{FarmTrack}- jedan od 4 startapa nastala u našoj zajednici.',
    ],
  },
  {
    id: 'gallery',
    imageKey: 'story_3',
    tag: 'Galerija',
    title: 'Wild Mixer u slikama',
    paragraphs: [
      '-{Speed networking}-, mentorski stolovi i razgovori koji traju dugo posle zvaničnog kraja. Tako izgleda veče sa 30 do 50 ljudi koji su došli da upoznaju nekog novog.',
    ],
    galleryKeys: ['wild_mixer_1', 'wild_mixer_2', 'wild_mixer_3', 'wild_mixer_4'],
  },
];
