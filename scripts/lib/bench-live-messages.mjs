/**
 * `npm run bench`, live messages (issue 28): open threads held on one instance, and how fast a new
 * message reaches them. Members sign in through the site's own forms (posted as a browser without
 * JavaScript posts them), BENCH_LIVE_CONNECTIONS (500) streams of /members/messages/stream are held
 * open for three members, and a fourth sends BENCH_LIVE_MESSAGES (21) messages to them in turns
 * through the thread's form. Delivery is the time from sending the form to the event arriving on
 * each of the recipient's streams. Targets: the server's RSS grows ≤ 100 MB with every stream open
 * (against the same server before any stream), p50 delivery ≤ 200 ms, no message lost.
 */
import { readFileSync } from 'node:fs';

const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 500);
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 21);
const TARGETS = { rssGrowthBytes: 100 * 2 ** 20, p50DeliveryMs: 200 };
/** The documented demo accounts (README, docs/members.md). */
const DEMO_PASSWORD = 'clan-demo-2024';
const SENDER = 'ana.startup@demo.local';
const RECIPIENTS = ['marko.mentor@demo.local', 'jelena.firma@demo.local', 'stefan.student@demo.local'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const unescapeHtml = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The hidden inputs of the page's first form that has a field named `fieldName` (React's action ids among them). */
function hiddenInputsOfForm(html, fieldName) {
  const form = html.match(/<form[\s\S]*?<\/form>/g)?.find((candidate) => candidate.includes(`name="${fieldName}"`));
  if (!form) throw new Error(`no form with a field "${fieldName}"`);
  const fields = [];
  for (const [input] of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields.push([unescapeHtml(name), unescapeHtml(/value="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  return fields;
}

/**
 * A page's form as a browser without JavaScript posts it: `filled(values)` gives the body with the
 * form's hidden inputs, `post(body)` sends it (the answer is not followed).
 */
async function pageForm(origin, path, cookie, fieldName) {
  const headers = cookie ? { cookie } : {};
  const hidden = hiddenInputsOfForm(await (await fetch(`${origin}${path}`, { headers })).text(), fieldName);
  return {
    filled(values) {
      const body = new FormData();
      for (const [name, value] of hidden) body.append(name, value);
      for (const [name, value] of Object.entries(values)) body.set(name, value);
      return body;
    },
    post: (body) =>
      fetch(`${origin}${path}`, { method: 'POST', body, redirect: 'manual', headers: { origin, ...headers } }),
  };
}

async function signIn(origin, email) {
  const form = await pageForm(origin, '/members/auth', null, 'password');
  const response = await form.post(form.filled({ email, password: DEMO_PASSWORD }));
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`signing in ${email} gave no session (status ${response.status})`);
  return cookie;
}

/** The ids of the members the directory lists, from its 'Kontaktiraj: {name}' forms (a GET form with `to`). */
async function directoryMemberIds(origin, cookie) {
  const html = await (await fetch(`${origin}/members/directory`, { headers: { cookie } })).text();
  return [...html.matchAll(/<input type="hidden" name="to" value="([0-9a-f-]{36})"/g)].map((match) => match[1]);
}

/** One held stream: calls `onMessage(data, receivedAt)` per message event; resolves once the first unread total arrived. */
async function openStream(origin, cookie, onMessage) {
  const abort = new AbortController();
  const response = await fetch(`${origin}/members/messages/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ready;
  const opened = new Promise((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'unread') ready();
          if (event === 'message' && data) onMessage(JSON.parse(data), performance.now());
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
  await opened;
  return () => abort.abort();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs the measurement against a started server; prints its figures and answers the missed targets. */
export async function benchLiveMessages({ origin, pid }) {
  const runId = Date.now().toString(36);
  const sender = await signIn(origin, SENDER);
  const recipients = [];
  for (const email of RECIPIENTS) recipients.push({ email, cookie: await signIn(origin, email) });
  // Recipients' ids: Ana's directory lists every other member with a link to message them.
  const ids = new Set(await directoryMemberIds(origin, sender));
  for (const recipient of recipients) {
    const own = new Set(await directoryMemberIds(origin, recipient.cookie));
    recipient.id = [...ids].find((id) => !own.has(id));
    if (!recipient.id) throw new Error(`found no member id for ${recipient.email} in the directory`);
  }

  // Warm up: the route's code and one stream per member, then the baseline.
  for (const recipient of recipients) (await openStream(origin, recipient.cookie, () => {}))();
  await sleep(1_000);
  const rssBefore = rssOf(pid);

  const sentAt = new Map();
  const delays = [];
  const streams = [];
  const perRecipient = new Map(recipients.map((recipient) => [recipient.id, 0]));
  for (let index = 0; index < CONNECTIONS; index += 50) {
    const batch = [];
    for (let offset = index; offset < Math.min(CONNECTIONS, index + 50); offset++) {
      const recipient = recipients[offset % recipients.length];
      perRecipient.set(recipient.id, perRecipient.get(recipient.id) + 1);
      batch.push(
        openStream(origin, recipient.cookie, (message, receivedAt) => {
          const start = sentAt.get(message.text);
          if (start !== undefined && !message.mine) delays.push(receivedAt - start);
        }),
      );
    }
    streams.push(...(await Promise.all(batch)));
  }
  await sleep(1_000);
  const rssOpen = rssOf(pid);

  let expected = 0;
  let peakRss = rssOpen;
  for (let index = 0; index < MESSAGES; index++) {
    const recipient = recipients[index % recipients.length];
    const text = `bench ${runId} ${index}`;
    // The thread's page is read first; the clock starts when the message is posted.
    const form = await pageForm(origin, `/members/messages?to=${recipient.id}`, sender, 'text');
    const body = form.filled({ to: recipient.id, text });
    sentAt.set(text, performance.now());
    const response = await form.post(body);
    if (response.status >= 400) throw new Error(`sending message ${index} answered ${response.status}`);
    expected += perRecipient.get(recipient.id);
    peakRss = Math.max(peakRss, rssOf(pid));
    await sleep(300);
  }
  const deadline = Date.now() + 10_000;
  while (delays.length < expected && Date.now() < deadline) await sleep(50);
  peakRss = Math.max(peakRss, rssOf(pid));
  for (const close of streams) close();

  const sorted = [...delays].sort((a, b) => a - b);
  const figures = {
    streams: streams.length,
    messages: MESSAGES,
    deliveries: `${delays.length} of ${expected}`,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p90 ms': percentile(sorted, 90).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'max ms': (sorted.at(-1) ?? NaN).toFixed(1),
    'RSS before MB': (rssBefore / 2 ** 20).toFixed(0),
    'RSS open MB': (rssOpen / 2 ** 20).toFixed(0),
    'RSS peak MB': (peakRss / 2 ** 20).toFixed(0),
    'growth MB': ((peakRss - rssBefore) / 2 ** 20).toFixed(0),
  };
  console.log(
    `\nlive messages: ${CONNECTIONS} open threads (streams) for ${recipients.length} members, ${MESSAGES} messages sent through the thread's form`,
  );
  console.table([figures]);
  console.log(
    `targets: RSS growth ≤ ${TARGETS.rssGrowthBytes / 2 ** 20} MB, p50 delivery ≤ ${TARGETS.p50DeliveryMs} ms, none lost`,
  );

  const misses = [];
  if (delays.length < expected) misses.push(`live messages: ${expected - delays.length} deliveries lost`);
  if (peakRss - rssBefore > TARGETS.rssGrowthBytes)
    misses.push(`live messages: RSS grew ${figures['growth MB']} MB with ${CONNECTIONS} streams`);
  if (!(percentile(sorted, 50) <= TARGETS.p50DeliveryMs))
    misses.push(`live messages: p50 delivery ${figures['p50 ms']} ms`);
  return misses;
}
