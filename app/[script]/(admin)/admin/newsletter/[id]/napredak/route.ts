import { adminRouteDenial } from '@/lib/auth/admin';
import { readIssueProgress } from '@/lib/data/newsletter-sending';
import { isUuid } from '@/lib/validation/shared';

/**
 * The progress bar's read while an issue is sent (`components/admin/newsletter/send-progress.tsx`
 * polls it): the issue's status and its copies sent, failed, waiting and skipped. Read-only;
 * editors and admins (401 signed out, 403 otherwise), 404 for an unknown issue.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const denial = await adminRouteDenial('urednik');
  if (denial) return denial;
  const { id } = await params;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!isUuid(id)) return Response.json({ error: 'Izdanje nije pronađeno' }, { status: 404, headers });
  const progress = await readIssueProgress(id.toLowerCase());
  if (!progress) return Response.json({ error: 'Izdanje nije pronađeno' }, { status: 404, headers });
  return Response.json(progress, { headers });
}
