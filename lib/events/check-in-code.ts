import QRCode from 'qrcode';

/*
 * The check-in code of a registration mail (issue 50, item 6; docs/forms.md "Kod za ulaz"): the
 * address of its page (`/ulaz?kod=…`, the signed token of lib/data/registration-links.ts) and the
 * QR code that holds it, served as a PNG by `/ulaz/qr?kod=…`: mail clients show a linked image,
 * while inline SVG and `data:` images are dropped by many of them.
 */

/** The page a check-in code opens. */
export const CHECK_IN_CODE_PATH = '/ulaz';
/** The PNG of a code's QR image. */
export const CHECK_IN_QR_PATH = '/ulaz/qr';
/** The query parameter that carries the code. */
export const CHECK_IN_CODE_PARAM = 'kod';

/** The two addresses a mail carries for one code: the page, and the image of its QR code. */
export interface CheckInCodeLinks {
  url: string;
  imageUrl: string;
}

export function checkInCodeLinks(siteUrl: string, token: string): CheckInCodeLinks {
  const query = `?${CHECK_IN_CODE_PARAM}=${encodeURIComponent(token)}`;
  return { url: `${siteUrl}${CHECK_IN_CODE_PATH}${query}`, imageUrl: `${siteUrl}${CHECK_IN_QR_PATH}${query}` };
}

/** The QR image's side in pixels (shown at 200 in the mail; drawn larger for sharp phones). */
export const CHECK_IN_QR_PIXELS = 320;

/**
 * The PNG of a QR code holding `url`: error correction M (a crease or a glare still scans), a
 * quiet zone of four modules as the standard asks, black on white in any theme.
 */
export function checkInQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: CHECK_IN_QR_PIXELS,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
