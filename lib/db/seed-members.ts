import { hashPassword } from '@/lib/security/password';

import type { Database } from './connection';
import { appUsers, memberProfiles } from './schema';

/**
 * Demo members (docs/members.md, README): local accounts with one documented password, so a
 * newcomer can sign in as any of them. The members' activity (ads, a conversation, mentorship,
 * resources) is seeded after them by seed-member-content.ts, which finds them by these e-mails.
 */
export const DEMO_MEMBER_EMAILS = {
  startup: 'ana.startup@demo.local',
  mentor: 'marko.mentor@demo.local',
  company: 'jelena.firma@demo.local',
  student: 'stefan.student@demo.local',
  pending: 'nina.ceka@demo.local',
} as const;

/** The one password of every demo member (public on purpose: it is in the README). */
export const DEMO_MEMBER_PASSWORD = 'clan-demo-2024';

type DemoProfile = Omit<typeof memberProfiles.$inferInsert, 'userId'>;

const DAY = 24 * 60 * 60 * 1000;

export function demoMemberProfiles(now: Date): DemoProfile[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const approved = (days: number) => ({
    approvalStatus: 'approved',
    approvedAt: daysAgo(days),
    createdAt: daysAgo(days + 1),
  });
  return [
    {
      email: DEMO_MEMBER_EMAILS.startup,
      fullName: 'Ana Petrović',
      memberType: 'startup',
      startupStage: 'mvp',
      industry: 'Tehnologija',
      bio: 'Osnivačica aplikacije za planiranje obroka. Pre toga pet godina u produktu u agenciji.',
      whatTheyDo: 'Razvijam aplikaciju za planiranje obroka i kupovinu namirnica',
      whatTheyOffer: 'Iskustvo sa korisničkim intervjuima i brzim prototipima',
      whatTheySeek: 'Mentora za go-to-market i prve B2B kupce',
      linkedinUrl: 'https://www.linkedin.com/in/ana-petrovic-demo',
      seekingMentor: true,
      ...approved(40),
    },
    {
      email: DEMO_MEMBER_EMAILS.mentor,
      fullName: 'Marko Jovanović',
      memberType: 'individual',
      bio: 'Dva puta osnivač, jednom uspešno prodao firmu. Danas savetnik za rane startape.',
      whatTheyDo: 'Savetujem startape u ranoj fazi oko proizvoda i finansiranja',
      whatTheyOffer: 'Mentorstvo, pripremu pitch deck-a i uvode kod investitora',
      whatTheySeek: 'Ambiciozne timove kojima mogu da pomognem',
      linkedinUrl: 'https://www.linkedin.com/in/marko-jovanovic-demo',
      isMentor: true,
      mentorCapacity: 3,
      ...approved(60),
    },
    {
      email: DEMO_MEMBER_EMAILS.company,
      fullName: 'Jelena Nikolić',
      memberType: 'company',
      industry: 'Marketing',
      bio: 'Vodim digitalnu agenciju od 15 ljudi u Novom Sadu.',
      whatTheyDo: 'Digitalni marketing i brendiranje za mala preduzeća',
      whatTheyOffer: 'Radionice o brendiranju i popuste za članove zajednice',
      whatTheySeek: 'Partnere za zajedničke projekte i mlade talente',
      websiteUrl: 'https://agencija.example.com',
      isMentor: true,
      ...approved(30),
    },
    {
      email: DEMO_MEMBER_EMAILS.student,
      fullName: 'Stefan Đorđević',
      memberType: 'individual',
      bio: 'Student završne godine elektrotehnike, radim na ideji za pametno navodnjavanje.',
      whatTheyDo: 'Student elektrotehnike, razvijam IoT prototip',
      whatTheyOffer: 'Programiranje mikrokontrolera i pomoć oko hardvera',
      whatTheySeek: 'Mentora i tim za prvi startap',
      seekingMentor: true,
      ...approved(10),
    },
    {
      email: DEMO_MEMBER_EMAILS.pending,
      fullName: 'Nina Ilić',
      memberType: 'startup',
      startupStage: 'idea',
      industry: 'Obrazovanje',
      whatTheyDo: 'Platforma za učenje programiranja kroz igru',
      approvalStatus: 'pending',
      createdAt: daysAgo(1),
    },
  ];
}

/** Creates the demo accounts and their profiles (inside the seed's transaction). */
export async function seedDemoMembers(db: Pick<Database, 'insert'>, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const profiles = demoMemberProfiles(now);
  const accounts = await db
    .insert(appUsers)
    .values(
      profiles.map((profile) => ({
        email: profile.email,
        fullName: profile.fullName,
        passwordHash,
        passwordIsDemo: true,
        emailConfirmedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: appUsers.id, email: appUsers.email });
  const accountIds = new Map(accounts.map((account) => [account.email, account.id]));
  await db
    .insert(memberProfiles)
    .values(profiles.map((profile) => ({ ...profile, userId: accountIds.get(profile.email) ?? null })))
    .onConflictDoNothing();
}
