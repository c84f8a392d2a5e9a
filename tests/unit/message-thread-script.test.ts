import { describe, expect, it } from 'vitest';

import { MESSAGE_THREAD_TEXTS } from '@/components/members/messages/message-thread-texts';
import { messageThreadTextsIn, threadMessagesIn } from '@/components/members/messages/message-thread-in-script';
import { storedTextIn } from '@/lib/i18n/texts';

const now = new Date('2026-11-24T15:00:00Z');
const messages = [
  { id: 'a', mine: false, text: 'Ćao, vidimo se na -{Wild Mixer}-u?', createdAt: '2026-11-23T13:05:00Z' },
  { id: 'b', mine: true, text: '', createdAt: '2026-11-24T09:30:00Z', hidden: true },
  { id: 'c', mine: true, text: 'Može, ljubazno hvala!', createdAt: '2026-11-20T08:00:00Z' },
];

describe("an open thread in the page's script", () => {
  it('leaves a Latin thread as read: the browser dates it, as it does a live message', () => {
    expect(threadMessagesIn('lat', messages, now)).toEqual(messages);
    expect(storedTextIn('lat')('Ćao -{Wild}-')).toBe('Ćao -{Wild}-');
    expect(messageThreadTextsIn('lat').placeholder).toBe('Napišite poruku… (Enter šalje, Shift+Enter novi red)');
  });

  it('converts a Cyrillic thread and dates each message in Cyrillic', () => {
    expect(threadMessagesIn('cir', messages, now)).toEqual([
      {
        ...messages[0],
        text: 'Ћао, видимо се на Wild Mixerу?',
        dates: { day: 'Јуче', full: '23. новембар 2026. у 14:05' },
      },
      { ...messages[1], dates: { day: 'Данас', full: '24. новембар 2026. у 10:30' } },
      {
        ...messages[2],
        text: 'Може, љубазно хвала!',
        dates: { day: '20. новембар 2026.', full: '20. новембар 2026. у 09:00' },
      },
    ]);
    expect(storedTextIn('cir')('Vidimo se')).toBe('Видимо се');
  });

  it("hands the thread's texts over in Cyrillic, with the same keys", () => {
    const texts = messageThreadTextsIn('cir');
    expect(Object.keys(texts ?? {})).toEqual(Object.keys(MESSAGE_THREAD_TEXTS));
    expect(texts?.olderMessages).toBe('Старије поруке');
    expect(texts?.placeholder).toBe('Напишите поруку… (Enter шаље, Shift+Enter нови ред)');
  });
});
