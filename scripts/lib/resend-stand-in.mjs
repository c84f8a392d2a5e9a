/**
 * A stand-in for the parts of Resend's API the app calls (issue 51, "Test stand-in"): POST /emails
 * and POST /emails/batch, with Resend's idempotency (the same `Idempotency-Key` and body within the
 * store's life answers the first answer again and sends nothing; the same key with another body
 * answers 409 `invalid_idempotent_request`; a key whose first call is still running answers 409
 * `concurrent_idempotent_requests`), 429 (with Retry-After) or 500 on demand for the next N calls,
 * and a record of what it accepted, per recipient. The integration tests and
 * `scripts/bench-newsletter.mjs` point `RESEND_BASE_URL` (or the transport's `baseUrl`) at it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const MAX_BATCH = 100;

/** @param {{ keepMails?: boolean, port?: number, delayMs?: number }} [options] */
export async function startResendStandIn(options = {}) {
  const keepMails = options.keepMails ?? true;
  /** Accepted copies, per recipient address: how many times each was accepted. */
  let counts = new Map();
  /** The accepted copies themselves (when `keepMails`), in order. */
  let mails = [];
  /** Every call that reached the stand-in: path, key, status. */
  let calls = [];
  /** Idempotency store: key → { digest, status, body }. */
  let answers = new Map();
  const running = new Set();
  /** Failures to answer before anything else: { status, retryAfter }. */
  let failures = [];
  let delayMs = options.delayMs ?? 0;
  let acceptedHook;

  const reply = (response, status, body, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  const error = (name, message, statusCode) => ({ statusCode, name, message });

  const accept = (emails, key) => {
    const data = [];
    for (const email of emails) {
      for (const to of email.to) {
        counts.set(to, (counts.get(to) ?? 0) + 1);
        if (keepMails)
          mails.push({
            to,
            from: email.from,
            subject: email.subject,
            html: email.html,
            text: email.text,
            headers: email.headers ?? {},
            idempotencyKey: key,
          });
      }
      data.push({ id: randomUUID() });
    }
    return data;
  };

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const key = request.headers['idempotency-key'];
      const path = request.url ?? '';
      const answer = (status, body, headers) => {
        calls.push({ path, key: key ?? null, status });
        reply(response, status, body, headers);
      };
      if (request.method !== 'POST' || (path !== '/emails' && path !== '/emails/batch'))
        return answer(404, error('not_found', 'The requested endpoint does not exist.', 404));
      if (!/^Bearer \S+/.test(request.headers.authorization ?? ''))
        return answer(401, error('missing_api_key', 'Missing API key in the authorization header.', 401));
      const failure = failures.shift();
      if (failure) {
        const headers = failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {};
        return failure.status === 429
          ? answer(429, error('rate_limit_exceeded', 'Too many requests.', 429), headers)
          : answer(failure.status, error('internal_server_error', 'Something went wrong.', failure.status), headers);
      }
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return answer(422, error('validation_error', 'Invalid JSON.', 422));
      }
      const emails = path === '/emails/batch' ? body : [body];
      const valid =
        Array.isArray(emails) &&
        emails.length > 0 &&
        emails.length <= MAX_BATCH &&
        emails.every(
          (email) =>
            email &&
            typeof email.from === 'string' &&
            typeof email.subject === 'string' &&
            (typeof email.to === 'string' || (Array.isArray(email.to) && email.to.length > 0)) &&
            (typeof email.html === 'string' || typeof email.text === 'string'),
        );
      if (!valid) return answer(422, error('validation_error', 'Invalid emails.', 422));
      const normalised = emails.map((email) => ({
        ...email,
        to: typeof email.to === 'string' ? [email.to] : email.to,
      }));

      const digest = createHash('sha256').update(`${path}\n${raw}`).digest('hex');
      if (key) {
        const stored = answers.get(key);
        if (stored) {
          if (stored.digest !== digest)
            return answer(
              409,
              error('invalid_idempotent_request', 'Same idempotency key used with a different request payload.', 409),
            );
          return answer(stored.status, stored.body);
        }
        if (running.has(key))
          return answer(
            409,
            error(
              'concurrent_idempotent_requests',
              'Same idempotency key used while the original request is still in progress.',
              409,
            ),
          );
        running.add(key);
      }
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const data = accept(normalised, key ?? null);
      // Before the answer leaves: a benchmark kills the sender here, after the provider accepted.
      acceptedHook?.(key ?? null);
      const result = path === '/emails/batch' ? { data } : data[0];
      if (key) {
        answers.set(key, { digest, status: 200, body: result });
        running.delete(key);
      }
      answer(200, result);
    });
  });

  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    /** How many times each address was accepted. */
    counts: () => counts,
    /** The accepted copies (empty when started with `keepMails: false`). */
    mails: () => mails,
    /** Every call, in order: `{ path, key, status }`. */
    calls: () => calls,
    /** The next `count` calls answer `status` (429 or 5xx), with Retry-After when given. */
    failNext(count, status, retryAfter) {
      for (let i = 0; i < count; i += 1) failures.push({ status, retryAfter });
    },
    /** How long each accepted call takes before it answers. */
    setDelay(ms) {
      delayMs = ms;
    },
    /** Called with the key of each accepted call, after it was recorded and before it is answered. */
    onAccepted(hook) {
      acceptedHook = hook;
    },
    /** Forgets everything: records, calls, idempotency keys, pending failures. */
    reset() {
      counts = new Map();
      mails = [];
      calls = [];
      answers = new Map();
      failures = [];
      running.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
