import { inArray, sql } from 'drizzle-orm';

import { AD_POINTS, adExpiryFrom } from '@/lib/members/ads';

import type { Database } from './connection';
import { ads, knowledgeResources, memberMessages, memberProfiles, mentorshipConnections } from './schema';
import { DEMO_MEMBER_EMAILS } from './seed-members';

/**
 * The demo members' activity (docs/members.md), seeded right after them: ads, one conversation
 * (with a message Ana has not read yet), resources, and two mentorship connections. Members are
 * found by their demo e-mails; when they are missing (e.g. already deleted) nothing is seeded.
 */

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const DEMO_RESOURCES: Omit<typeof knowledgeResources.$inferInsert, 'uploadedBy' | 'createdAt'>[] = [
  {
    title: 'Kako registrovati DOO u Srbiji: korak po korak',
    description: 'Vodič kroz osnivanje društva sa ograničenom odgovornošću preko APR-a: dokumenta, troškovi i rokovi.',
    category: 'business',
    resourceType: 'guide',
    externalUrl: 'https://www.apr.gov.rs/registri/privredna-drustva.html',
    tags: ['pravno', 'DOO', 'APR', 'osnivanje', 'troškovi'],
    isFeatured: true,
  },
  {
    title: 'Programi Inovacionog fonda za startape',
    description: 'Pregled programa ranog razvoja i saradnje nauke i privrede, uslovi i kalendar poziva.',
    category: 'finance',
    resourceType: 'document',
    externalUrl: 'https://www.inovacionifond.rs/programi',
    tags: ['grantovi', 'finansiranje', 'inovacije'],
    isFeatured: true,
  },
  {
    title: 'Snimci radionica: pitch koji investitori slušaju do kraja',
    description:
      'Y Combinator radionice o pitch-u: struktura od 10 slajdova, najčešće greške i kako da predstavite tržište.',
    category: 'startup',
    resourceType: 'workshop_recording',
    externalUrl: 'https://www.youtube.com/@ycombinator',
    tags: ['pitch', 'investitori', 'prezentacija', 'radionica'],
    isFeatured: true,
  },
  {
    title: 'Startup School: kako naći product-market fit',
    description: 'Kratka video lekcija o tome kako meriti da li korisnicima zaista treba vaš proizvod.',
    category: 'startup',
    resourceType: 'video',
    externalUrl: 'https://www.startupschool.org/',
    tags: ['proizvod', 'PMF'],
    isFeatured: false,
  },
  {
    title: 'Paušalno oporezivanje preduzetnika: šta treba znati',
    description: 'Poreska uprava o paušalnom oporezivanju, testu samostalnosti i rokovima plaćanja.',
    category: 'finance',
    resourceType: 'guide',
    externalUrl: 'https://www.purs.gov.rs/',
    tags: ['porezi', 'preduzetnik', 'paušal', 'knjigovodstvo'],
    isFeatured: false,
  },
];

export async function seedMemberContent(tx: Database, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: memberProfiles.id, email: memberProfiles.email })
    .from(memberProfiles)
    .where(inArray(memberProfiles.email, Object.values(DEMO_MEMBER_EMAILS)));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const ana = idOf.get(DEMO_MEMBER_EMAILS.startup);
  const marko = idOf.get(DEMO_MEMBER_EMAILS.mentor);
  const jelena = idOf.get(DEMO_MEMBER_EMAILS.company);
  const stefan = idOf.get(DEMO_MEMBER_EMAILS.student);
  if (!ana || !marko || !jelena || !stefan) return;
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);

  const demoAds = [
    {
      memberId: ana,
      requestType: 'seeking',
      category: 'mentorship',
      title: 'Tražim mentora za izlazak na B2B tržište',
      description:
        'Imamo MVP aplikacije za planiranje obroka i 300 aktivnih korisnika. Tražim nekoga ko je prodavao softver firmama da nam pomogne oko prvih B2B ugovora.',
      tags: ['B2B', 'prodaja', 'go-to-market'],
      createdAt: ago(3 * DAY),
    },
    {
      memberId: marko,
      requestType: 'offering',
      category: 'services',
      title: 'Besplatna konsultacija za pitch deck',
      description:
        'Svakog meseca dva sata besplatnih konsultacija za članove koji se spremaju za razgovor sa investitorima. Javite se porukom.',
      tags: ['pitch', 'investitori'],
      createdAt: ago(6 * DAY),
    },
    {
      memberId: jelena,
      requestType: 'seeking',
      category: 'talent',
      title: 'Tražimo junior dizajnera (Novi Sad ili remote)',
      description:
        'Agenciji je potreban junior grafički dizajner sa osnovama Figme. Praksa od tri meseca uz mogućnost zaposlenja.',
      tags: ['dizajn', 'posao', 'Novi Sad'],
      // Five days before it expires: the expiry warning (with its renewal link) is due at once.
      createdAt: ago(55 * DAY),
    },
    {
      memberId: stefan,
      requestType: 'seeking',
      category: 'partnership',
      title: 'Tražim saosnivača sa biznis iskustvom',
      description:
        'Razvijam IoT sistem za pametno navodnjavanje i imam radni prototip. Tražim saosnivača koji bi preuzeo prodaju i finansije.',
      tags: ['saosnivač', 'IoT', 'agrotech'],
      createdAt: ago(2 * DAY),
    },
  ];
  const inserted = await tx
    .insert(ads)
    .values(
      demoAds.map((ad) => ({ ...ad, isActive: true, expiresAt: adExpiryFrom(ad.createdAt), updatedAt: ad.createdAt })),
    )
    .returning({ id: ads.id, memberId: ads.memberId, title: ads.title });
  // The same award a posted ad earns, so the demo points agree with the ledger.
  for (const ad of inserted) {
    await tx.execute(
      sql`select public.award_points(${ad.memberId}::uuid, 'request_posted', ${AD_POINTS}, ${`Objavljen oglas: ${ad.title}`}, ${ad.id}::uuid)`,
    );
  }

  await tx.insert(memberMessages).values([
    {
      fromMemberId: ana,
      toMemberId: marko,
      messageText: 'Zdravo Marko! Videla sam tvoj oglas za pitch deck. Da li imaš termin sledeće nedelje?',
      isRead: true,
      createdAt: ago(2 * DAY),
    },
    {
      fromMemberId: marko,
      toMemberId: ana,
      messageText: 'Zdravo Ana, naravno. Pošalji mi trenutnu verziju deck-a pa da je prođemo zajedno.',
      isRead: true,
      createdAt: ago(2 * DAY - 40 * MINUTE),
    },
    {
      fromMemberId: ana,
      toMemberId: marko,
      messageText: 'Super, šaljem večeras. Hvala!',
      isRead: true,
      createdAt: ago(2 * DAY - 35 * MINUTE),
    },
    {
      fromMemberId: marko,
      toMemberId: ana,
      messageText:
        'Pogledao sam deck. Slajd sa tržištem je odličan, ali nedostaje plan prodaje. Čujemo se u četvrtak u 18h?',
      isRead: false,
      createdAt: ago(3 * 60 * MINUTE),
    },
  ]);

  await tx.insert(knowledgeResources).values(
    DEMO_RESOURCES.map((resource, index) => ({
      ...resource,
      uploadedBy: index % 2 === 0 ? marko : jelena,
      createdAt: ago((index + 1) * 5 * DAY),
    })),
  );

  await tx.insert(mentorshipConnections).values([
    {
      mentorId: marko,
      menteeId: ana,
      status: 'active',
      focusAreas: ['finansiranje', 'pitch'],
      notes: 'Priprema za prvi krug investicija.',
      createdAt: ago(20 * DAY),
      updatedAt: ago(19 * DAY),
    },
    {
      mentorId: jelena,
      menteeId: stefan,
      status: 'pending',
      focusAreas: ['marketing', 'brendiranje'],
      notes: 'Voleo bih savet kako da predstavim prototip prvim kupcima.',
      createdAt: ago(1 * DAY),
      updatedAt: ago(1 * DAY),
    },
  ]);
}
