import { ERROR_NOTICE } from '@/components/site/error-notice';
import type { Script } from '@/lib/i18n/script';

/**
 * The members area's way back from a failed screen, in each script, written out: an error
 * boundary runs in the browser, where no conversion code goes (tests/unit/members-error-texts.test.ts
 * checks the Cyrillic against the conversion).
 */
export const MEMBERS_ERROR_BACK: Record<Script, { href: string; label: string }> = {
  lat: { href: '/members', label: ERROR_NOTICE.members },
  cir: { href: '/cir/members', label: 'Назад на платформу' },
};
