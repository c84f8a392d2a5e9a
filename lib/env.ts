import { z } from 'zod';

/**
 * The only reader of `process.env`. Everything that depends on how the app is deployed asks this
 * module, so that pages and actions never know which mode runs.
 */

const optionalUrl = z.url().optional();
const optionalText = z.string().trim().min(1).optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('.data'),
  SITE_URL: z.url().default('http://localhost:3000'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Demo texts, events, posts and members (with the README's password) on first start; unset: only in embedded mode. */
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).optional(),
  SITE_NAME: optionalText,
  SITE_LOGO_URL: optionalText,
  CONTACT_EMAIL: z.email().optional(),
  INSTAGRAM_URL: optionalUrl,
  LINKEDIN_URL: optionalUrl,
  SHOP_URL: optionalUrl,
  EVENTS_CALENDAR_URL: optionalUrl,
  COMMUNITY_INVITE_URL: optionalUrl,
  /** Resend API key; when set, outbox mail is delivered through Resend, otherwise it only waits in the outbox. */
  RESEND_API_KEY: optionalText,
  /** Resend's API origin; production leaves it unset (https://api.resend.com). Tests and the benchmark point it at a local stand-in. */
  RESEND_BASE_URL: z.url().default('https://api.resend.com'),
  /** Signing secret of Resend's webhooks (`whsec_…`): bounces and complaints stop the newsletter to that address. */
  RESEND_WEBHOOK_SECRET: optionalText,
  /** Sender of outgoing mail, e.g. `Preduzetnička mreža <no-reply@example.com>` (a domain verified in Resend). */
  MAIL_FROM: optionalText,
  /** Where new submissions are announced; defaults to CONTACT_EMAIL. */
  TEAM_NOTIFY_EMAIL: z.email().optional(),
  /** An external mailing-list provider's subscribe URL; when set, newsletter cards post there natively. */
  NEWSLETTER_ACTION_URL: optionalUrl,
  /** Supabase project URL: with the anon key, accounts use Supabase Auth; with the service-role key, uploads go to Supabase Storage; its host may serve images under the CSP. */
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  /** Server-only Supabase key that may write to Storage; never sent to the browser. */
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  /** Where the local storage keeps uploaded files; defaults to `DATA_DIR/uploads`. */
  UPLOADS_DIR: optionalText,
  /** Google sign-in for local accounts (the members platform); both set shows the button. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /**
   * How many proxies in front of the app append to `x-forwarded-for` (load balancer, CDN). 0: the
   * app faces the internet and the client is the socket's peer (docs/forms.md, "Client address").
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** `npm run seed:large`: 1 adds the full large data set, 0.05 a twentieth of it (docs/performance.md). */
  SEED_LARGE_SCALE: z.coerce.number().positive().max(10).default(1),
});

export type Env = z.infer<typeof EnvSchema>;

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
}

let cached: Env | undefined;

/** Validated environment; throws once at start-up with every problem listed, never with values. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(emptyToUndefined(process.env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Embedded PGlite unless DATABASE_URL points at a Postgres server. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function getDatabaseConfig(): DatabaseConfig {
  const env = getEnv();
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR };
}

/**
 * Uploaded files live in Supabase Storage when the project URL and the service-role key are both
 * set, otherwise on this server's disk (served by `app/files/…`).
 */
export type StorageConfig = { kind: 'local'; root: string } | { kind: 'supabase'; url: string; serviceRoleKey: string };

export function getStorageConfig(): StorageConfig {
  const env = getEnv();
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      kind: 'supabase',
      url: env.NEXT_PUBLIC_SUPABASE_URL.replace(/\/+$/, ''),
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    };
  }
  return { kind: 'local', root: env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads` };
}

/** Embedded mode ships a documented default admin so the demo works with no set-up; hosted mode never does. */
export const EMBEDDED_DEFAULT_ADMIN = { email: 'admin@zajednica.local', password: 'admin-zajednica-2024' } as const;

export function getSeedConfig() {
  const env = getEnv();
  const embedded = getDatabaseConfig().kind === 'pglite';
  const admin =
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? {
          email: env.ADMIN_EMAIL,
          password: env.ADMIN_PASSWORD,
          demoPassword: env.ADMIN_PASSWORD === EMBEDDED_DEFAULT_ADMIN.password,
        }
      : embedded
        ? { ...EMBEDDED_DEFAULT_ADMIN, demoPassword: true }
        : null;
  // A hosted database is a real site: demo members with a published password only when asked for.
  const demoContent = env.SEED_DEMO_CONTENT ? env.SEED_DEMO_CONTENT === 'true' : embedded;
  return { demoContent, admin };
}

/** Which accounts the app uses: Supabase Auth when its URL and anon key are set, else local accounts. */
export type AuthConfig = { kind: 'local' } | { kind: 'supabase'; url: string; anonKey: string };

export function getAuthConfig(): AuthConfig {
  const env = getEnv();
  return env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY
    ? { kind: 'supabase', url: env.NEXT_PUBLIC_SUPABASE_URL, anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY }
    : { kind: 'local' };
}

/** Google sign-in: Supabase's provider in Supabase mode; in local mode only with our own OAuth client. */
export function getGoogleSignInConfig():
  { kind: 'supabase' } | { kind: 'local'; clientId: string; clientSecret: string } | null {
  const env = getEnv();
  if (getAuthConfig().kind === 'supabase') return { kind: 'supabase' };
  return env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { kind: 'local', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
    : null;
}

/** `next build`: prerendering reads an in-memory database instead of the embedded one (lib/db/client.ts). */
export function isBuildPhase(): boolean {
  return getEnv().NEXT_PHASE === 'phase-production-build';
}

/** Proxies in front of the app whose `x-forwarded-for` entries are trusted (see lib/security/client-ip.ts). */
export function getTrustedProxyHops(): number {
  return getEnv().TRUSTED_PROXY_HOPS;
}

/** How much of the large data set `npm run seed:large` adds (1: every size of lib/db/seed-large.ts). */
export function getLargeSeedScale(): number {
  return getEnv().SEED_LARGE_SCALE;
}

export function isProduction(): boolean {
  return getEnv().NODE_ENV === 'production';
}
