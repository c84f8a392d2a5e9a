import { AdminListSection } from '@/components/admin/list-section';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { listEventSubmissions, type AdminEventSubmission } from '@/lib/data/event-submissions';
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
      <SubmissionGroup
        id="pending-submissions-title"
        title={`Predlozi na čekanju (${pending.length})`}
        empty="Nema predloga koji čekaju odluku."
        submissions={pending}
      />
      <SubmissionGroup
        id="reviewed-submissions-title"
        title={`Pregledani predlozi (${reviewed.length})`}
        empty="Još nijedan predlog nije pregledan."
        submissions={reviewed}
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
}: {
  id: string;
  title: string;
  empty: string;
  submissions: readonly AdminEventSubmission[];
}) {
  return (
    <AdminListSection id={id} title={title} emptyText={submissions.length === 0 ? empty : null}>
      <ul className="grid gap-4">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard submission={submission} />
          </li>
        ))}
      </ul>
    </AdminListSection>
  );
}
