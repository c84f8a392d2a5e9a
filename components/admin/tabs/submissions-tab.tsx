import { AdminListSection } from '@/components/admin/list-section';
import { type StoredText, storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { loadTab } from '@/components/admin/tab-load';
import { adminTabHref } from '@/lib/admin/tabs';
import { getRequestContext } from '@/lib/auth';
import { listEventSubmissions, type AdminEventSubmission } from '@/lib/data/event-submissions';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { SUBMISSION_MESSAGES } from '@/lib/validation/admin-submissions';

import { SubmissionCard } from './submission-card';
import { SUBMISSION_CARD_TEXTS, type SubmissionCardTexts } from './submission-texts';

/** What the sender wrote, displayed in the page's script; addresses (links, e-mail) stay as sent. */
const WRITTEN = [
  'eventName',
  'submitterName',
  'eventDatetime',
  'eventLocation',
  'eventAddress',
  'eventHost',
  'eventDescription',
  'additionalNotes',
  'adminNotes',
] as const satisfies readonly (keyof AdminEventSubmission)[];

/** How a card shows its proposal in the page's script. */
interface CardInScript {
  shown: StoredText;
  eventsHref: string;
  texts: SubmissionCardTexts;
}

/** 'Predlozi' (spec platform §2): pending proposals first with their count, reviewed ones apart. */
export async function SubmissionsTab() {
  const { db } = await getRequestContext();
  const { data: submissions, failure } = await loadTab('submissions', SUBMISSION_MESSAGES.loadFailed, () =>
    listEventSubmissions(db),
  );
  if (failure) return failure;
  const { script, t, href } = await pageScript();
  const card: CardInScript = {
    shown: storedTextIn(script),
    eventsHref: href(adminTabHref('events')),
    texts: textTableIn(script, SUBMISSION_CARD_TEXTS),
  };
  const pending = submissions.filter((submission) => submission.status === 'pending');
  const reviewed = submissions.filter((submission) => submission.status !== 'pending');
  return (
    <div className="grid gap-10">
      <SubmissionGroup
        id="pending-submissions-title"
        title={`${t('Predlozi na čekanju')} (${pending.length})`}
        empty={t('Nema predloga koji čekaju odluku.')}
        submissions={pending}
        card={card}
      />
      <SubmissionGroup
        id="reviewed-submissions-title"
        title={`${t('Pregledani predlozi')} (${reviewed.length})`}
        empty={t('Još nijedan predlog nije pregledan.')}
        submissions={reviewed}
        card={card}
      />
    </div>
  );
}

/** One group of proposals under its heading with the count, or a line saying there are none. */
function SubmissionGroup({
  id,
  title,
  empty,
  submissions,
  card: { shown, eventsHref, texts },
}: {
  id: string;
  title: string;
  empty: string;
  submissions: readonly AdminEventSubmission[];
  card: CardInScript;
}) {
  return (
    <AdminListSection id={id} title={title} emptyText={submissions.length === 0 ? empty : null}>
      <ul className="grid gap-4">
        {submissions.map((submission) => {
          const written = Object.fromEntries(
            WRITTEN.map((field) => [field, submission[field] === null ? null : shown(submission[field])]),
          );
          return (
            <li key={submission.id}>
              <SubmissionCard
                submission={{ ...submission, ...written }}
                dates={{
                  sent: shown(formatWeekdayDateTime(submission.createdAt)),
                  reviewed: submission.reviewedAt ? shown(formatWeekdayDateTime(submission.reviewedAt)) : null,
                }}
                eventsHref={eventsHref}
                texts={texts}
              />
            </li>
          );
        })}
      </ul>
    </AdminListSection>
  );
}
