import { getRequestContext } from '@/lib/auth';
import { readCheckInCodeSigned } from '@/lib/data/registration-links';
import { CHECK_IN_CODE_PARAM, checkInCodeLinks, checkInQrPng } from '@/lib/events/check-in-code';

/**
 * `GET /ulaz/qr?kod=…`: the PNG of a check-in code's QR image, which the registration mail shows
 * (issue 50, item 6; docs/forms.md "Kod za ulaz"). It draws only a code we signed and that has not
 * expired (anything else: 404), so it is no QR service for other texts; the image holds the
 * `/ulaz?kod=…` link and nothing personal. Reads only.
 */
export async function GET(request: Request): Promise<Response> {
  const code = new URL(request.url).searchParams.get(CHECK_IN_CODE_PARAM) ?? '';
  if (!code || !(await readCheckInCodeSigned(code))) {
    return new Response('Kod nije važeći', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const { mail } = await getRequestContext();
  const png = await checkInQrPng(checkInCodeLinks(mail.siteUrl, code).url);
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      // The same code always draws the same image; a mail client may keep it.
      'Cache-Control': 'private, max-age=86400',
      'X-Robots-Tag': 'noindex',
    },
  });
}
