import 'server-only';

import { desc, eq, like, or } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { siteSettings } from '@/lib/db/schema';
import { STORAGE_BUCKETS } from '@/lib/storage/uploads';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { cachedPublicRead } from '@/lib/cache/cached';

/** The setting whose value is the site logo's URL (spec platform §7, Files → logos). */
export const MAIN_LOGO_SETTING = 'main_logo';

/** The uploaded logo's URL, or null when none was uploaded (the header then uses the configured one). */
export const getUploadedLogoUrl = cachedPublicRead(CACHE_TAGS.siteSettings, 'site_settings:main_logo', async () => {
  const db = await getDb();
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, MAIN_LOGO_SETTING));
  return row?.value || null;
});

/** Writes one setting, replacing the value under its key (spec §7: upsert). */
export async function upsertSiteSetting(
  db: Database,
  setting: { key: string; value: string; description: string | null; updatedBy: string },
  now: Date,
): Promise<void> {
  const values = {
    settingValue: setting.value,
    description: setting.description,
    updatedBy: setting.updatedBy,
    updatedAt: now,
  };
  await db
    .insert(siteSettings)
    .values({ settingKey: setting.key, ...values })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: values });
}

/** A file uploaded through the Files tab, as its site_settings row records it. */
export interface UploadedFileSetting {
  key: string;
  url: string;
  description: string | null;
  /** ISO instant. */
  updatedAt: string;
}

/** Files uploaded through the Files tab (the logo and `{bucket}-{name}` keys), newest first. */
export async function listUploadedFileSettings(db: Database): Promise<UploadedFileSetting[]> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(
      or(
        eq(siteSettings.settingKey, MAIN_LOGO_SETTING),
        ...STORAGE_BUCKETS.map((bucket) => like(siteSettings.settingKey, `${bucket}-%`)),
      ),
    )
    .orderBy(desc(siteSettings.updatedAt));
  return rows.flatMap((row) =>
    row.settingValue
      ? [
          {
            key: row.settingKey,
            url: row.settingValue,
            description: row.description,
            updatedAt: row.updatedAt.toISOString(),
          },
        ]
      : [],
  );
}
