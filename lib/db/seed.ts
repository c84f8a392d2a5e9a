import { eq } from 'drizzle-orm';

import { hashPassword } from '@/lib/security/password';
import { MEDIA_DEFAULTS, SECTION_DEFAULTS } from '@/lib/content/defaults';
import { belgradeDateTime } from '@/lib/events/schedule';
import { belgradeWallClock } from '@/lib/format/date';
import type { SectionDefaults } from '@/lib/content/types';

import type { Database } from './connection';
import {
  adminProfiles,
  announcements,
  appUsers,
  blogPosts,
  contentSections,
  events,
  siteMedia,
  siteSettings,
} from './schema';
import { demoBlogPosts } from './seed-blog';
import { seedMemberContent } from './seed-member-content';
import { seedDemoMembers } from './seed-members';

export interface SeedOptions {
  demoContent: boolean;
  /** `demoPassword`: the embedded default password, which the admin panel asks to change. */
  admin: { email: string; password: string; demoPassword?: boolean } | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** The next occurrence of a month (0-based) and day at a Belgrade hour, at least a week away. */
function nextDate(now: Date, month: number, day: number, hour: number): Date {
  const candidate = belgradeDateTime(now.getUTCFullYear(), month, day, hour);
  if (candidate.getTime() - now.getTime() >= 7 * DAY) return candidate;
  return belgradeDateTime(now.getUTCFullYear() + 1, month, day, hour);
}

/** `daysFromNow` days away from `now`, at a Belgrade hour. */
function daysAway(now: Date, daysFromNow: number, hour: number): Date {
  const { year, month, day } = belgradeWallClock(new Date(now.getTime() + daysFromNow * DAY));
  return belgradeDateTime(year, month - 1, day, hour);
}

/** Demo events relative to `now`: the two predefined ones, two more upcoming and two past. */
export function demoEvents(now: Date): (typeof events.$inferInsert)[] {
  return [
    {
      eventKey: 'wild-mixer-april',
      title: 'Wild Mixer – april',
      shortDescription: 'Speed networking, mentorski stolovi i neformalno druženje za 30-50 ljudi.',
      description:
        'Naš najpoznatiji networking događaj: kratki krugovi upoznavanja, stolovi sa mentorima i opušteno druženje. Dođi sa idejom, odlaziš sa kontaktima.',
      eventDate: nextDate(now, 3, 17, 18),
      location: 'Beograd, Cetinjska 15',
      imageUrl: '/images/wild-mixer/wild-mixer-1.svg',
      isFeatured: true,
      maxParticipants: 50,
    },
    {
      eventKey: 'startup-workshop-maj',
      title: 'Startup radionica – maj',
      shortDescription: 'Praktična radionica: od ideje do prvog kupca.',
      description:
        'Tri sata rada u malim grupama: validacija ideje, prvi prototip i razgovor sa prvim kupcima, uz mentore iz zajednice.',
      eventDate: nextDate(now, 4, 22, 17),
      location: 'Novi Sad, Startap Centar',
      imageUrl: '/images/stories/story-2.svg',
      maxParticipants: 30,
    },
    {
      title: 'Kafa sa osnivačima',
      shortDescription: 'Jutarnji razgovor sa troje osnivača o prvoj godini posla.',
      description:
        'Opušteno jutro uz kafu i pitanja koja inače ne stignete da postavite: finansije, tim, greške i prve pobede.',
      eventDate: daysAway(now, 14, 10),
      location: 'Beograd, Kreativni Hub',
      imageUrl: '/images/about.svg',
      maxParticipants: 25,
    },
    {
      title: 'Pitch veče',
      shortDescription: 'Pet timova, pet minuta, iskrene povratne informacije.',
      description:
        'Timovi iz zajednice predstavljaju projekte pred mentorima i publikom; posle toga druženje i razmena kontakata.',
      eventDate: daysAway(now, 40, 19),
      location: 'Beograd, Dorćol',
      imageUrl: '/images/events.svg',
      isFeatured: true,
    },
    {
      title: 'Wild Mixer – jesen',
      shortDescription: 'Jesenje izdanje Wild Mixer-a sa 45 učesnika.',
      description:
        'Speed networking i mentorski stolovi; večer je završena zajedničkom fotografijom i novim saradnjama.',
      eventDate: daysAway(now, -35, 18),
      location: 'Beograd, Cetinjska 15',
      imageUrl: '/images/wild-mixer/wild-mixer-9.svg',
      currentParticipants: 45,
      maxParticipants: 50,
    },
    {
      title: 'Radionica: finansiranje i grantovi',
      shortDescription: 'Pregled domaćih grantova i kako napisati prijavu.',
      description: 'Mentori iz zajednice su prošli kroz javne pozive i najčešće greške u prijavama.',
      eventDate: daysAway(now, -80, 17),
      location: 'Online',
      imageUrl: '/images/community.svg',
      currentParticipants: 60,
    },
  ];
}

export const DEMO_ANNOUNCEMENTS: (typeof announcements.$inferInsert)[] = [
  {
    title: 'Prijave za Wild Mixer su otvorene',
    content: 'Mesta je ograničeno na 50 učesnika. Prijavi se na vreme i dovedi ideju o kojoj želiš da pričaš.',
    type: 'event',
    link: '/events',
    buttonText: 'Pogledaj događaje',
    priority: 5,
  },
  {
    title: 'Tražimo mentore',
    content: 'Imaš iskustva u vođenju posla? Pridruži se mentorskom timu i pomozi sledećoj generaciji osnivača.',
    type: 'announcement',
    link: '/team',
    buttonText: 'Prijavi se',
    priority: 3,
  },
  {
    title: 'Nova WhatsApp grupa za članove',
    content: 'Više od 350 članova već razmenjuje kontakte, poslove i savete svakog dana.',
    type: 'other',
    link: '/community',
    buttonText: 'Pridruži se grupi',
    priority: 2,
  },
];

/** site_settings row written by the first seed; its presence means the database was seeded. */
export const SEEDED_SETTING_KEY = 'database_seeded_at';

/**
 * Seeds a new database once: demo content when asked, and the admin account when one is
 * configured. A marker row makes every later start skip it, so restarts never duplicate or
 * overwrite admin edits (nor re-hash the admin password).
 */
export async function seedIfEmpty(db: Database, options: SeedOptions, now = new Date()): Promise<boolean> {
  const seeded = await db
    .select({ id: siteSettings.id })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, SEEDED_SETTING_KEY));
  if (seeded.length > 0) return false;

  await db.transaction(async (tx) => {
    if (options.demoContent) {
      const sections = Object.entries(SECTION_DEFAULTS as SectionDefaults).map(([sectionKey, text]) => ({
        sectionKey,
        ...text,
      }));
      const media = Object.entries(MEDIA_DEFAULTS).map(([mediaKey, item]) => ({
        mediaKey,
        title: item.title,
        description: item.description ?? null,
        fileUrl: item.url,
        placementSection: item.placement,
        sortOrder: item.sortOrder,
      }));
      if (sections.length > 0) await tx.insert(contentSections).values(sections);
      if (media.length > 0) await tx.insert(siteMedia).values(media);
      await tx.insert(events).values(demoEvents(now));
      await tx.insert(announcements).values(DEMO_ANNOUNCEMENTS);
      await tx.insert(blogPosts).values(demoBlogPosts(now));
      await seedDemoMembers(tx, now);
      await seedMemberContent(tx, now);
    }
    if (options.admin) {
      const email = options.admin.email.toLowerCase();
      const passwordHash = await hashPassword(options.admin.password);
      const [user] = await tx
        .insert(appUsers)
        .values({
          email,
          passwordHash,
          fullName: 'Administrator',
          passwordIsDemo: options.admin.demoPassword ?? false,
          emailConfirmedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: appUsers.id });
      await tx
        .insert(adminProfiles)
        .values({ email, userId: user?.id ?? null })
        .onConflictDoNothing();
    }
    await tx.insert(siteSettings).values({
      settingKey: SEEDED_SETTING_KEY,
      settingValue: now.toISOString(),
      description: 'Kada je baza prvi put popunjena početnim sadržajem',
    });
  });
  return true;
}
