import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the Supabase Auth (GoTrue) HTTP API, from its documented endpoints, for
 * the session-refresh test: `POST /auth/v1/token?grant_type=password`, `POST
 * /auth/v1/token?grant_type=refresh_token` (with rotation: a refresh token works once),
 * `GET /auth/v1/user` and `POST /auth/v1/logout`. It counts the calls it answers.
 */
export interface SupabaseAuthStandIn {
  url: string;
  anonKey: string;
  /** Lifetime, in seconds, of the next access tokens issued (negative: already expired). */
  accessTokenLifetime: number;
  calls: { passwordGrants: number; refreshGrants: number; refusedRefreshes: number; userLookups: number };
  /** The access tokens GET /user was asked with, in order. */
  userTokens: string[];
  addUser(email: string, password: string): void;
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
  const accessTokens = new Map<string, { userId: string; expiresAt: number }>();
  const refreshTokens = new Map<string, string>();

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
    const accessToken = [
      base64url({ alg: 'HS256', typ: 'JWT' }),
      base64url({
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aud: 'authenticated',
        exp: expiresAt,
        iat: now,
        session_id: randomUUID(),
      }),
      Buffer.from(randomUUID()).toString('base64url'),
    ].join('.');
    const refreshToken = randomUUID().replaceAll('-', '');
    accessTokens.set(accessToken, { userId: user.id, expiresAt });
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
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      standIn.userTokens.push(token);
      const session = accessTokens.get(token);
      if (!session || session.expiresAt <= Date.now() / 1000)
        return refuse(403, 'bad_jwt', 'invalid JWT: token is expired');
      const user = [...users.values()].find((candidate) => candidate.id === session.userId)!;
      return send(200, userJson(user));
    }
    if (request.method === 'POST' && url.pathname === '/auth/v1/logout') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      accessTokens.delete(token);
      response.writeHead(204);
      return response.end();
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
    addUser(email, password) {
      users.set(email.toLowerCase(), { id: randomUUID(), email: email.toLowerCase(), password });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
