import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

import { checkInCodeLinks, checkInQrPng, CHECK_IN_QR_PIXELS } from '@/lib/events/check-in-code';
import { registrationConfirmation, registrationPromoted, registrationWaitlisted } from '@/lib/mail/templates';
import { signLinkToken, verifyLinkToken } from '@/lib/security/signed-link';

const KEY = 'a'.repeat(64);
const ID = '0b6c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const NOW = new Date('2031-06-10T10:00:00Z');
const LATER = new Date('2031-06-13T16:00:00Z');
const SETTINGS = {
  siteName: 'Test mreža',
  siteUrl: 'https://test.local',
  teamAddress: 'tim@test.local',
  from: 'Test mreža <no-reply@test.local>',
};

describe('check-in codes (issue 50, item 6)', () => {
  it('a check-in token passes only as a check-in token, until it expires', () => {
    const token = signLinkToken(KEY, 'registration-check-in', ID, LATER);
    expect(verifyLinkToken(KEY, 'registration-check-in', token, NOW)).toBe(ID);
    expect(verifyLinkToken(KEY, 'registration-cancel', token, NOW)).toBeNull();
    expect(
      verifyLinkToken(KEY, 'registration-check-in', signLinkToken(KEY, 'registration-cancel', ID, LATER), NOW),
    ).toBeNull();
    expect(verifyLinkToken(KEY, 'registration-check-in', token, new Date(LATER.getTime() + 1_000))).toBeNull();
  });

  it('links the page and its QR image by the same code, encoded', () => {
    expect(checkInCodeLinks('https://test.local', 'abc.1.x+y')).toEqual({
      url: 'https://test.local/ulaz?kod=abc.1.x%2By',
      imageUrl: 'https://test.local/ulaz/qr?kod=abc.1.x%2By',
    });
  });

  it('draws a PNG whose QR code holds exactly the link', async () => {
    const url = checkInCodeLinks('https://test.local', signLinkToken(KEY, 'registration-check-in', ID, LATER)).url;
    const png = await checkInQrPng(url);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR's width and height.
    expect(png.readUInt32BE(16)).toBe(CHECK_IN_QR_PIXELS);
    expect(png.readUInt32BE(20)).toBe(CHECK_IN_QR_PIXELS);
    const symbol = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(
      symbol.segments
        .map((segment) => ('data' in segment ? Buffer.from(segment.data as Uint8Array).toString() : ''))
        .join(''),
    ).toBe(url);
  });

  it('the registered person’s mails show the QR image (a linked PNG) and the link as text; the waitlist mail shows none', () => {
    const checkIn = checkInCodeLinks('https://test.local', 'kod"<1>');
    const notice = {
      email: 'ana@primer.rs',
      eventTitle: 'Wild Mixer',
      eventDate: 'sreda, 10. jun 2031. u 18:00',
      eventLocation: 'Beograd',
      calendarPath: '/events/x/event.ics',
      cancelUrl: 'https://test.local/otkazivanje-prijave?token=t',
      checkIn,
    };
    for (const mail of [registrationConfirmation(SETTINGS, notice), registrationPromoted(SETTINGS, notice)]) {
      expect(mail.text).toContain(`Kod za ulaz (pokaži ga na ulazu): ${checkIn.url}`);
      expect(mail.html).toContain(
        `<img src="https://test.local/ulaz/qr?kod=kod%22%3C1%3E" width="200" height="200" alt="QR kod za ulaz"`,
      );
      expect(mail.html).toContain(`<a href="${checkIn.url}">`);
    }
    const waiting = registrationWaitlisted(SETTINGS, { ...notice, position: 2 });
    expect(waiting.text).not.toContain('/ulaz');
    expect(registrationConfirmation(SETTINGS, { ...notice, checkIn: null }).html).not.toContain('<img');
  });
});
