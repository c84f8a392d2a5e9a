import * as z from 'zod/mini';

import { RSVP_TEXTS } from './event-rsvp-texts';

export { RSVP_TEXTS };

/** The one field of both buttons: the event's id. */
export const eventRsvpSchema = z.object({
  event: z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/, RSVP_TEXTS.badEvent)),
});
