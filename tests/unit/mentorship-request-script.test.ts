import { describe, expect, it } from 'vitest';

import { mentorshipRequestPropsIn } from '@/components/members/mentorship/mentorship-request-in-script';
import { MENTORSHIP_REQUEST_TEXTS } from '@/components/members/mentorship/mentorship-request-texts';
import { MENTORSHIP_MESSAGES } from '@/lib/validation/member-texts';

describe("the mentorship request dialog in the page's script", () => {
  it('gets its Latin texts as typed, and no messages (its schema shows them as typed)', () => {
    expect(mentorshipRequestPropsIn('lat')).toEqual({ texts: MENTORSHIP_REQUEST_TEXTS, messages: undefined });
  });

  it('gets its texts and its form’s messages in Cyrillic', () => {
    const { texts, messages } = mentorshipRequestPropsIn('cir');
    expect(texts.title).toBe('Захтев за менторство:');
    expect(texts.focusAreasHint).toBe('Одвојите области зарезом, нпр. продаја, финансије, запошљавање');
    expect(texts.sending).toBe('Шаље се...');
    expect(messages?.[MENTORSHIP_MESSAGES.notesTooLong]).toBe('Напомена је предугачка.');
  });
});
