import { adminRouteDenial } from '@/lib/auth/admin';
import { readCheckInScreen, CHECK_IN_QUERY_MAX } from '@/lib/data/event-check-in';
import { isScript } from '@/lib/i18n/script';
import { isUuid } from '@/lib/validation/shared';

/**
 * `GET /admin/events/{id}/ulaz/stanje?q=…`: the check-in page's counts ('Stiglo: X / Prijavljeno:
 * Y') and the people its search finds, as JSON, for organisers. The page reads it as the organiser
 * types and every few seconds, so it follows what the others at the door check in. Reads only.
 * The names come in the script of the address (the page's).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; script: string }> },
): Promise<Response> {
  const denial = await adminRouteDenial('organizator');
  if (denial) return denial;
  const { id, script } = await params;
  if (!isUuid(id))
    return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, CHECK_IN_QUERY_MAX);
  // The page asks at its own address, so the names come in its script (`/cir/admin/…`).
  const state = await readCheckInScreen(id.toLowerCase(), query, isScript(script) ? script : 'lat');
  return Response.json(state, { headers: { 'Cache-Control': 'private, no-store' } });
}
