import { MENTORSHIP_MESSAGES } from '@/lib/validation/member-texts';
import { SENDING_LABEL } from '@/lib/validation/messages';

/**
 * What the mentorship request dialog shows (`MentorshipRequestDialog`), as plain strings so the
 * page hands them over in its script (`mentorshipRequestPropsIn`); without the conversion's
 * imports, since the dialog's client code imports this. A label followed by the mentor's name ends
 * before it ('Zahtev sa porukom:').
 */
export const MENTORSHIP_REQUEST_TEXTS = {
  trigger: 'Zahtev sa porukom',
  triggerFor: 'Zahtev sa porukom:',
  title: 'Zahtev za mentorstvo:',
  description: 'Napišite mentoru ukratko ko ste i u čemu vam treba pomoć.',
  notes: 'Poruka mentoru',
  focusAreas: 'Oblasti',
  focusAreasHint: 'Odvojite oblasti zarezom, npr. prodaja, finansije, zapošljavanje',
  send: 'Pošalji zahtev',
  sending: SENDING_LABEL,
  failed: MENTORSHIP_MESSAGES.requestFailed,
};

export type MentorshipRequestTexts = typeof MENTORSHIP_REQUEST_TEXTS;
