import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { listEventSubmissions } from '@/lib/data/event-submissions';
import { SUBMISSION_MESSAGES } from '@/lib/validation/admin-submissions';

import { SubmissionCard } from './submission-card';

/** 'Predlozi' (spec platform §2): pending proposals first with their count, reviewed ones apart. */
export async function SubmissionsTab() {
  const { db } = await getRequestContext();
  const { data: submissions, failure } = await loadTab('submissions', SUBMISSION_MESSAGES.loadFailed, () =>
    listEventSubmissions(db),
  );
  if (failure) return failure;
  const pending = submissions.filter((submission) => submission.status === 'pending');
  const reviewed = submissions.filter((submission) => submission.status !== 'pending');
  return (
    <div className="grid gap-10">
      <section aria-labelledby="pending-submissions-title" className="grid gap-4">
        <h2 id="pending-submissions-title" className="text-xl font-bold">
          Predlozi na čekanju ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="text-muted-foreground">Nema predloga koji čekaju odluku.</p>
        ) : (
          <ul className="grid gap-4">
            {pending.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard submission={submission} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reviewed-submissions-title" className="grid gap-4">
        <h2 id="reviewed-submissions-title" className="text-xl font-bold">
          Pregledani predlozi ({reviewed.length})
        </h2>
        {reviewed.length === 0 ? (
          <p className="text-muted-foreground">Još nijedan predlog nije pregledan.</p>
        ) : (
          <ul className="grid gap-4">
            {reviewed.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard submission={submission} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
