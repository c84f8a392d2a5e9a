import 'server-only';

import { asc, eq } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { events } from '@/lib/db/schema';

import { CACHE_TAGS } from './cache-tags';
import { cachedPublicRead } from './cached';

export interface PublicEvent {
  id: string;
  eventKey: string | null;
  title: string;
  shortDescription: string | null;
  description: string | null;
  /** ISO 8601 instant. */
  eventDate: string;
  location: string | null;
  imageUrl: string | null;
  isFeatured: boolean;
  maxParticipants: number | null;
  currentParticipants: number;
  registrationUrl: string | null;
}

/** Active events ordered by date (spec public-site §7), shaped for pages. */
export async function queryActiveEvents(db: Database): Promise<PublicEvent[]> {
  const rows = await db.select().from(events).where(eq(events.isActive, true)).orderBy(asc(events.eventDate));
  return rows.map((row) => ({
    id: row.id,
    eventKey: row.eventKey,
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    location: row.location,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    registrationUrl: row.registrationUrl,
  }));
}

/** Cached for every visitor; split into upcoming and past at request time with `splitEvents`. */
export const listActiveEvents = cachedPublicRead(CACHE_TAGS.events, 'events:active', async () => queryActiveEvents(await getDb()), []);
