import 'server-only';

import { cache } from 'react';

import type { ScriptMessages } from '@/components/forms/use-server-form';
import type { Script } from '@/lib/i18n/script';
import { textTableIn } from '@/lib/i18n/texts';
import { mentorshipRequestSchema } from '@/lib/validation/member-schemas';
import { formMessagesIn } from '@/lib/validation/messages-in-script';

import { MENTORSHIP_REQUEST_TEXTS, type MentorshipRequestTexts } from './mentorship-request-texts';

/**
 * What a page in `script` hands every mentor card's request dialog: its texts and its form's
 * messages (none in Latin, where they show as typed). Once per render, so the cards share one copy.
 */
export const mentorshipRequestPropsIn = cache(
  (script: Script): { texts: MentorshipRequestTexts; messages: ScriptMessages | undefined } => ({
    texts: textTableIn(script, MENTORSHIP_REQUEST_TEXTS),
    messages: formMessagesIn(script, mentorshipRequestSchema),
  }),
);
