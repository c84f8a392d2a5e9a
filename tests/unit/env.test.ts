import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Variables the test runner itself needs; every other variable is unset for each test. */
const KEEP = /^(PATH|HOME|TMPDIR|TZ|VITEST.*)$/;

type Variables = Partial<Record<string, string>>;

/** lib/env caches the parsed environment, so every test imports a fresh copy after stubbing. */
async function loadEnv(values: Variables = {}) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('@/lib/env');
}

beforeEach(() => {
  // Unset everything rather than a list of names, so a variable added to lib/env.ts later cannot
  // leak in from the developer's shell or CI and change what these tests see.
  for (const name of Object.keys(process.env)) if (!KEEP.test(name)) vi.stubEnv(name, undefined);
  vi.stubEnv('NODE_ENV', 'test');
});

describe('getDatabaseConfig', () => {
  it('uses embedded PGlite under .data when nothing is set', async () => {
    const env = await loadEnv();
    expect(env.getDatabaseConfig()).toEqual({ kind: 'pglite', dataDir: '.data' });
  });

  it('keeps PGlite under DATA_DIR when it is set', async () => {
    const env = await loadEnv({ DATA_DIR: '/var/lib/zajednica' });
    expect(env.getDatabaseConfig()).toEqual({ kind: 'pglite', dataDir: '/var/lib/zajednica' });
  });

  it('uses Postgres at DATABASE_URL when it is set', async () => {
    const url = 'postgres://app:lozinka@db.example.com:5432/zajednica';
    const env = await loadEnv({ DATABASE_URL: url, DATA_DIR: '/ignored' });
    expect(env.getDatabaseConfig()).toEqual({ kind: 'postgres', url });
  });

  it('treats an empty DATABASE_URL as unset (a blank line in .env keeps embedded mode)', async () => {
    const env = await loadEnv({ DATABASE_URL: '' });
    expect(env.getDatabaseConfig().kind).toBe('pglite');
  });
});

describe('getSeedConfig', () => {
  it('seeds demo content and the documented default admin in embedded mode with no variables', async () => {
    const env = await loadEnv();
    expect(env.getSeedConfig()).toEqual({
      demoContent: true,
      admin: { ...env.EMBEDDED_DEFAULT_ADMIN, demoPassword: true },
    });
    expect(env.EMBEDDED_DEFAULT_ADMIN.password.length).toBeGreaterThanOrEqual(8);
  });

  it('never creates the default admin, demo content or demo members on a hosted database unless asked', async () => {
    const env = await loadEnv({ DATABASE_URL: 'postgres://app@db.example.com/zajednica' });
    expect(env.getSeedConfig()).toEqual({ demoContent: false, admin: null });
    const asked = await loadEnv({
      DATABASE_URL: 'postgres://app@db.example.com/zajednica',
      SEED_DEMO_CONTENT: 'true',
    });
    expect(asked.getSeedConfig().demoContent).toBe(true);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when both are set, in either mode', async () => {
    const admin = { ADMIN_EMAIL: 'vlasnik@example.com', ADMIN_PASSWORD: 'dugacka-lozinka-1' };
    const hosted = await loadEnv({ ...admin, DATABASE_URL: 'postgres://app@db.example.com/zajednica' });
    expect(hosted.getSeedConfig().admin).toEqual({
      email: admin.ADMIN_EMAIL,
      password: admin.ADMIN_PASSWORD,
      demoPassword: false,
    });
    vi.stubEnv('DATABASE_URL', undefined);
    const embedded = await loadEnv(admin);
    expect(embedded.getSeedConfig().admin).toEqual({
      email: admin.ADMIN_EMAIL,
      password: admin.ADMIN_PASSWORD,
      demoPassword: false,
    });
  });

  it('skips demo content when SEED_DEMO_CONTENT is false', async () => {
    const env = await loadEnv({ SEED_DEMO_CONTENT: 'false' });
    expect(env.getSeedConfig().demoContent).toBe(false);
  });
});

describe('validation', () => {
  it.each([
    ['DATABASE_URL', 'lozinka-koja-nije-url-7731'],
    ['SITE_URL', 'ne-url-ovo-je-tajna-4420'],
    ['ADMIN_EMAIL', 'nije-email-tajna-9911'],
    ['ADMIN_PASSWORD', 'kratka1'],
    ['SEED_DEMO_CONTENT', 'mozda-8812'],
    ['CONTACT_EMAIL', 'kontakt-tajna-5520'],
    ['SHOP_URL', 'prodavnica-tajna-6631'],
  ] as const)('rejects an invalid %s, naming the variable but never echoing its value', async (name, value) => {
    const env = await loadEnv({ [name]: value });
    let thrown: unknown;
    try {
      env.getEnv();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain(value);
  });

  it('lists every problem at once', async () => {
    const env = await loadEnv({ DATABASE_URL: 'x', ADMIN_EMAIL: 'y' });
    expect(() => env.getEnv()).toThrow(/DATABASE_URL[\s\S]*ADMIN_EMAIL|ADMIN_EMAIL[\s\S]*DATABASE_URL/);
  });

  it('rejects an unknown NODE_ENV', async () => {
    const env = await loadEnv({ NODE_ENV: 'staging' });
    expect(() => env.getDatabaseConfig()).toThrow(/NODE_ENV/);
  });
});

describe('phase and mode', () => {
  it('recognises the production build phase so the build never opens the embedded database', async () => {
    expect((await loadEnv({ NEXT_PHASE: 'phase-production-build' })).isBuildPhase()).toBe(true);
    expect((await loadEnv({ NEXT_PHASE: 'phase-production-server' })).isBuildPhase()).toBe(false);
    vi.stubEnv('NEXT_PHASE', undefined);
    expect((await loadEnv()).isBuildPhase()).toBe(false);
  });

  it('reports production only when NODE_ENV is production', async () => {
    expect((await loadEnv({ NODE_ENV: 'production' })).isProduction()).toBe(true);
    expect((await loadEnv({ NODE_ENV: 'test' })).isProduction()).toBe(false);
  });
});

describe('getStorageConfig', () => {
  it('keeps uploads under DATA_DIR/uploads by default, or under UPLOADS_DIR', async () => {
    expect((await loadEnv()).getStorageConfig()).toEqual({ kind: 'local', root: '.data/uploads' });
    expect((await loadEnv({ DATA_DIR: '/srv/data' })).getStorageConfig()).toEqual({
      kind: 'local',
      root: '/srv/data/uploads',
    });
    expect((await loadEnv({ DATA_DIR: undefined, UPLOADS_DIR: '/mnt/uploads' })).getStorageConfig()).toEqual({
      kind: 'local',
      root: '/mnt/uploads',
    });
  });

  it('uses Supabase Storage only when both the project URL and the service-role key are set', async () => {
    const url = 'https://abcdefghijklmnop.supabase.co/';
    expect((await loadEnv({ NEXT_PUBLIC_SUPABASE_URL: url })).getStorageConfig().kind).toBe('local');
    expect(
      (await loadEnv({ NEXT_PUBLIC_SUPABASE_URL: undefined, SUPABASE_SERVICE_ROLE_KEY: 'secret' })).getStorageConfig()
        .kind,
    ).toBe('local');
    expect(
      (await loadEnv({ NEXT_PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'secret' })).getStorageConfig(),
    ).toEqual({
      kind: 'supabase',
      url: 'https://abcdefghijklmnop.supabase.co',
      serviceRoleKey: 'secret',
    });
  });
});
