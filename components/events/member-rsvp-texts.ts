import { ATTENDANCE_TEXTS, RSVP_TEXTS } from '@/lib/validation/event-rsvp-texts';

/**
 * What `MemberRsvp` shows, as plain strings so a server component can hand them to it in the
 * page's script (`memberRsvpTextsIn`). Without the conversion's imports: the island imports this.
 * A number or name goes where `{0}` is (`fillText`; digits, so the conversion leaves the place
 * alone); the templates read as `RSVP_TEXTS` / `ATTENDANCE_TEXTS` do (tests/unit/member-rsvp-texts.test.ts).
 */
export const MEMBER_RSVP_TEXTS = {
  memberHint: RSVP_TEXTS.memberHint,
  register: RSVP_TEXTS.register,
  cancel: RSVP_TEXTS.cancel,
  registered: RSVP_TEXTS.registered,
  waitlisted: 'Na listi čekanja: {0}. mesto',
  waitlistButton: RSVP_TEXTS.waitlistButton,
  failed: RSVP_TEXTS.failed,
  showMe: ATTENDANCE_TEXTS.showMe,
  changeFailed: ATTENDANCE_TEXTS.changeFailed,
  count: 'Dolaze članovi ({0})',
  more: 'i još {0}',
  profileOf: '{0}: profil u direktorijumu',
};

export type MemberRsvpTexts = typeof MEMBER_RSVP_TEXTS;
