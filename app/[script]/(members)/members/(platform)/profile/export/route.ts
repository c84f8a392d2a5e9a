import { getMemberStanding } from '@/lib/auth';
import { downloadResponse } from '@/lib/csv';
import { readMemberExport } from '@/lib/data/members';

/**
 * The member's own data as a JSON download; only ever the signed-in member's, never by a submitted
 * id. A suspended member may still take their data (their status page links here).
 */
export async function GET(): Promise<Response> {
  const standing = await getMemberStanding();
  if (standing.kind !== 'approved' && standing.kind !== 'suspended')
    return new Response('Niste prijavljeni kao odobren član.', { status: 401 });
  const data = await readMemberExport(standing.profile.id);
  const now = new Date();
  if (!data) return new Response('Profil nije pronađen.', { status: 404 });
  const body = JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2);
  return downloadResponse(
    body,
    'application/json; charset=utf-8',
    `moji-podaci-${now.toISOString().slice(0, 10)}.json`,
  );
}
