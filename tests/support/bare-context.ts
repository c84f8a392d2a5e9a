import { memoryCookieJar, type ActionContext } from '@/lib/auth/context';

/** A request context without a database, for code that only needs cookies (the auth adapters). */
export function bareContext(cookies = memoryCookieJar()): ActionContext {
  return {
    db: undefined as never,
    clientIp: '198.51.100.1',
    host: 'test.local',
    mail: {
      siteName: 'Test',
      siteUrl: 'https://test.local',
      teamAddress: 'tim@test.local',
      from: 'Test <no-reply@test.local>',
    },
    now: new Date(),
    cookies,
    onMailQueued: () => {},
    revalidate: async () => {},
  };
}
