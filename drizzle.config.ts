import { defineConfig } from 'drizzle-kit';

// Migrations are generated into Supabase's folder and naming so `supabase db push` applies the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './supabase/migrations',
  migrations: { prefix: 'supabase' },
});
