import { describe, expect, it } from 'vitest';

import { fillText } from '@/lib/i18n/text-template';
import { latinToCyrillic } from '@/lib/i18n/transliterate';

describe('fillText (a converted template filled on the client)', () => {
  it('fills each numbered slot with its value, in any order and more than once', () => {
    expect(fillText('Poruku „{0}” će dobiti {1}.', 'Sastanak', '3 osobe')).toBe('Poruku „Sastanak” će dobiti 3 osobe.');
    expect(fillText('{1} / {0} / {1}', 'a', 2)).toBe('2 / a / 2');
  });

  it('leaves a slot without a value as it is, and braces that are no slot', () => {
    expect(fillText('{0} i {1}', 'jedan')).toBe('jedan i {1}');
    expect(fillText('{ime}', 'x')).toBe('{ime}');
  });

  it('keeps its slots through the transliteration', () => {
    const template = latinToCyrillic('Prikazano {0} od {1}: suzite pretragu.');
    expect(template).toBe('Приказано {0} од {1}: сузите претрагу.');
    expect(fillText(template, 20, 45)).toBe('Приказано 20 од 45: сузите претрагу.');
  });
});
