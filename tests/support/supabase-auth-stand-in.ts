import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, vi } from 'vitest';

/**
 * A local stand-in of the Supabase Auth (GoTrue) HTTP API, from its documented endpoints, for
 * the session-refresh test: `POST /auth/v1/token?grant_type=password`, `POST
 * /auth/v1/token?grant_type=refresh_token` (with rotation: a refresh token works once),
 * `GET /auth/v1/user` and `POST /auth/v1/logout` (with its `scope`: a signed-out session's access
 * tokens are refused, as GoTrue checks the token's `session_id`), and the password recovery:
 * `POST /auth/v1/recover` (PKCE: the code challenge is kept with the mailed link), `POST
 * /auth/v1/token?grant_type=pkce`, `POST /auth/v1/verify` (a `token_hash` of type recovery) and
 * `PUT /auth/v1/user` (a new password). It counts the calls it answers.
 */
export interface SupabaseAuthStandIn {
  url: string;
  anonKey: string;
  /** Lifetime, in seconds, of the next access tokens issued (negative: already expired). */
  accessTokenLifetime: number;
  calls: { passwordGrants: number; refreshGrants: number; refusedRefreshes: number; userLookups: number };
  /** The access tokens GET /user was asked with, in order. */
  userTokens: string[];
  /** Each POST /recover: the address and the `redirect_to` of the link Supabase would mail. */
  recoveries: { email: string; redirectTo: string | null }[];
  addUser(email: string, password: string): void;
  /**
   * What the newest recovery mail to `email` carries once its link passed Supabase's /verify: the
   * PKCE `code` for the redirect (usable once, with the verifier of the browser that asked), and a
   * `tokenHash` for a template that links to the site directly.
   */
  recoveryLink(email: string): { code: string; tokenHash: string };
  passwordOf(email: string): string | undefined;
  close(): Promise<void>;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

export async function startSupabaseAuthStandIn(): Promise<SupabaseAuthStandIn> {
  const users = new Map<string, { id: string; email: string; password: string }>();
  const accessTokens = new Map<string, { userId: string; expiresAt: number; sessionId: string }>();
  const refreshTokens = new Map<string, string>();
  /** Live sessions: session id → user id. */
  const sessions = new Map<string, string>();
  /** Recovery links by address: the PKCE challenge, and the code and token hash once issued. */
  const recoveryLinks = new Map<string, { challenge: string | null; code: string; tokenHash: string; used: boolean }>();

  const userJson = (user: { id: string; email: string }) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: '2026-01-01T00:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Supabase Korisnik' },
    identities: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  });

  const issueSession = (user: { id: string; email: string }) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + standIn.accessTokenLifetime;
    const sessionId = randomUUID();
    sessions.set(sessionId, user.id);
    const accessToken = [
      base64url({ alg: 'HS256', typ: 'JWT' }),
      base64url({
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aud: 'authenticated',
        exp: expiresAt,
        iat: now,
        session_id: sessionId,
      }),
      Buffer.from(randomUUID()).toString('base64url'),
    ].join('.');
    const refreshToken = randomUUID().replaceAll('-', '');
    accessTokens.set(accessToken, { userId: user.id, expiresAt, sessionId });
    refreshTokens.set(refreshToken, user.id);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: standIn.accessTokenLifetime,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    const refuse = (status: number, code: string, message: string) =>
      send(status, { code: status, error_code: code, msg: message, error: code, error_description: message });

    const bearer = () => (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const userById = (id: string) => [...users.values()].find((candidate) => candidate.id === id)!;
    /** The live session of the request's access token, or a refusal already sent. */
    const authenticated = () => {
      const session = accessTokens.get(bearer());
      if (!session || session.expiresAt <= Date.now() / 1000) {
        refuse(403, 'bad_jwt', 'invalid JWT: token is expired');
        return null;
      }
      if (!sessions.has(session.sessionId)) {
        refuse(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        return null;
      }
      return session;
    };
    if (
      request.method === 'POST' &&
      url.pathname === '/auth/v1/token' &&
      url.searchParams.get('grant_type') === 'pkce'
    ) {
      const body = await readJson(request);
      const entry = [...recoveryLinks.entries()].find(([, link]) => link.code === body.auth_code);
      const verifier = String(body.code_verifier ?? '');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!entry || entry[1].used || entry[1].challenge !== challenge)
        return refuse(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      entry[1].used = true;
      return send(200, issueSession(users.get(entry[0])!));
    }
    if (request.method === 'POST' && url.pathname === '/auth/v1/token') {
      const body = await readJson(request);
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        standIn.calls.passwordGrants += 1;
        const user = users.get(String(body.email).toLowerCase());
        if (!user || user.password !== body.password)
          return refuse(400, 'invalid_credentials', 'Invalid login credentials');
        return send(200, issueSession(user));
      }
      if (grant === 'refresh_token') {
        const userId = refreshTokens.get(String(body.refresh_token));
        if (!userId) {
          standIn.calls.refusedRefreshes += 1;
          return refuse(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        standIn.calls.refreshGrants += 1;
        refreshTokens.delete(String(body.refresh_token));
        const user = [...users.values()].find((candidate) => candidate.id === userId)!;
        return send(200, issueSession(user));
      }
      return refuse(400, 'unsupported_grant_type', 'unsupported grant');
    }
    if (request.method === 'GET' && url.pathname === '/auth/v1/user') {
      standIn.calls.userLookups += 1;
      standIn.userTokens.push(bearer());
      const session = authenticated();
      if (!session) return;
      return send(200, userJson(userById(session.userId)));
    }
    if (request.method === 'PUT' && url.pathname === '/auth/v1/user') {
      const session = authenticated();
      if (!session) return;
      const body = await readJson(request);
      const user = userById(session.userId);
      if (typeof body.password === 'string') {
        if (body.password === user.password)
          return refuse(422, 'same_password', 'New password should be different from the old password.');
        user.password = body.password;
      }
      return send(200, userJson(user));
    }
    if (request.method === 'POST' && url.pathname === '/auth/v1/logout') {
      const session = accessTokens.get(bearer());
      accessTokens.delete(bearer());
      if (session) {
        const scope = url.searchParams.get('scope') ?? 'global';
        for (const [id, userId] of sessions)
          if (userId === session.userId && (scope === 'global' || (scope === 'local') === (id === session.sessionId)))
            sessions.delete(id);
      }
      response.writeHead(204);
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/auth/v1/recover') {
      const body = await readJson(request);
      const email = String(body.email).toLowerCase();
      standIn.recoveries.push({ email, redirectTo: url.searchParams.get('redirect_to') });
      // An unknown address is answered the same, and nothing is mailed.
      if (users.has(email))
        recoveryLinks.set(email, {
          challenge: typeof body.code_challenge === 'string' ? body.code_challenge : null,
          code: randomUUID(),
          tokenHash: randomUUID().replaceAll('-', ''),
          used: false,
        });
      return send(200, {});
    }
    if (request.method === 'POST' && url.pathname === '/auth/v1/verify') {
      const body = await readJson(request);
      const entry = [...recoveryLinks.entries()].find(([, link]) => link.tokenHash === body.token_hash);
      if (body.type !== 'recovery' || !entry || entry[1].used)
        return refuse(403, 'otp_expired', 'Email link is invalid or has expired');
      entry[1].used = true;
      return send(200, issueSession(users.get(entry[0])!));
    }
    refuse(404, 'not_found', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: SupabaseAuthStandIn = {
    url: `http://127.0.0.1:${port}`,
    anonKey: 'anon-kljuc-za-test',
    accessTokenLifetime: 3600,
    calls: { passwordGrants: 0, refreshGrants: 0, refusedRefreshes: 0, userLookups: 0 },
    userTokens: [],
    recoveries: [],
    addUser(email, password) {
      users.set(email.toLowerCase(), { id: randomUUID(), email: email.toLowerCase(), password });
    },
    recoveryLink(email) {
      const link = recoveryLinks.get(email.toLowerCase());
      if (!link) throw new Error(`no recovery link for ${email}`);
      return { code: link.code, tokenHash: link.tokenHash };
    },
    passwordOf: (email) => users.get(email.toLowerCase())?.password,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/**
 * For a describe block: a stand-in started before its tests with one user and closed after them.
 * `standIn()` is the running stand-in; `supabaseMode()` points the environment at it (stubbed: the
 * config restores the environment after each test) and resets the module registry, so the modules
 * the test imports next run in Supabase mode.
 */
export function useSupabaseAuthStandIn(email: string, password: string) {
  let running: SupabaseAuthStandIn | undefined;
  beforeAll(async () => {
    running = await startSupabaseAuthStandIn();
    running.addUser(email, password);
  });
  afterAll(async () => {
    await running?.close();
  });
  const standIn = () => {
    if (!running) throw new Error('the stand-in starts in beforeAll');
    return running;
  };
  return {
    standIn,
    supabaseMode() {
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', standIn().url);
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', standIn().anonKey);
      vi.resetModules();
    },
  };
}
