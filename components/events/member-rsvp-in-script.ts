import 'server-only';

import type { Script } from '@/lib/i18n/script';
import { textTableIn } from '@/lib/i18n/texts';

import { MEMBER_RSVP_TEXTS, type MemberRsvpTexts } from './member-rsvp-texts';

/**
 * The texts a page in `script` hands to `MemberRsvp`; none on a Latin page, where the component's
 * own default is the same table (so the Latin pages carry no copy of it).
 */
export function memberRsvpTextsIn(script: Script): MemberRsvpTexts | undefined {
  return script === 'cir' ? textTableIn(script, MEMBER_RSVP_TEXTS) : undefined;
}
