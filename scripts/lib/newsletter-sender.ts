/**
 * The sending side of `npm run bench:newsletter` (scripts/bench-newsletter.mjs), run as a child
 * process (tsx, the server modules' `react-server` condition) against DATABASE_URL, so the parent
 * can measure it, and kill it with SIGKILL half-way. It runs exactly what the job
 * `newsletter.sending` runs on a server (`sendDueNewsletters` with the Resend batch transport from
 * RESEND_API_KEY and RESEND_BASE_URL), without the Next server around it.
 *
 *   prepare            migrates the database (no demo content)
 *   queue <issueId>    queues the issue; prints {"queueMs": …, "recipients": …}
 *   send <issueId>     sends rounds until the issue is sent; prints {"rss": …} every 250 ms
 */
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { getIssueForSending } from '@/lib/data/newsletter-sending';
import { openDatabase } from '@/lib/db/connection';
import { prepareDatabase } from '@/lib/db/prepare';
import { issueProgress, queueIssue, sendDueNewsletters } from '@/lib/newsletter/sending';
import { renderNewsletterMail } from '@/lib/newsletter/render';
import { getNewsletterTransport } from '@/lib/newsletter/transport';
import { signNewsletterUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link';
import { getDatabaseConfig } from '@/lib/env';

const [mode, issueId] = process.argv.slice(2);
const say = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);

const handle = await openDatabase(getDatabaseConfig());
try {
  if (mode === 'prepare') {
    await prepareDatabase(handle, { demoContent: false, admin: null });
  } else if (mode === 'queue' && issueId) {
    const started = performance.now();
    const result = await queueIssue(handle.db, issueId);
    say({ queueMs: Math.round(performance.now() - started), ...result });
  } else if (mode === 'send' && issueId) {
    const transport = getNewsletterTransport();
    if (!transport) throw new Error('RESEND_API_KEY is not set');
    const settings = { siteUrl: 'https://bench.example', siteName: 'Bench', from: 'Bench <bench@example.com>' };
    // A server has rendered mail and signed links before: load and run that code once, and
    // collect, so the figure is what the send adds, not the first use of the modules.
    const issue = await getIssueForSending(handle.db, issueId);
    if (!issue) throw new Error(`no issue ${issueId}`);
    renderNewsletterMail(issue, { ...settings, unsubscribeUrl: 'https://bench.example/odjava' });
    signNewsletterUnsubscribeToken(await readLinkSigningKey(handle.db), 'warm@bench.example');
    (globalThis as { gc?: () => void }).gc?.();
    const started = performance.now();
    say({ rss: process.memoryUsage().rss, start: true });
    const sampler = setInterval(() => say({ rss: process.memoryUsage().rss }), 250);
    for (;;) {
      // No pacing: the stand-in has no rate limit (Resend's default is 2 calls a second).
      const report = await sendDueNewsletters({ db: handle.db, transport, settings, minCallIntervalMs: 0 });
      if ((await issueProgress(handle.db, issueId))?.status === 'sent') break;
      // What is left is leased by a worker that died: wait for its lease, as the job's next tick would.
      if (report.sentBatches === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    clearInterval(sampler);
    say({ rss: process.memoryUsage().rss, sendMs: Math.round(performance.now() - started), done: true });
  } else {
    throw new Error(`usage: newsletter-sender.ts prepare | queue <issueId> | send <issueId>`);
  }
} finally {
  await handle.close();
}
