import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RadioGroup } from '@/components/ui/radio-group';

const options = [
  { value: 'full', label: 'Ceo tekst posta' },
  { value: 'summary', label: 'Samo sažetak' },
] as const;

const inputs = (html: string) => html.match(/<input[^>]*>/g) ?? [];

describe('RadioGroup (the newsletter forms’ radios)', () => {
  it('is a fieldset with its legend; every radio has a label tied to it by id and carries the group’s name', () => {
    const html = renderToString(
      createElement(RadioGroup, { name: 'mode', legend: 'Šta ide u izdanje', idPrefix: 'x', options }),
    );
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Šta ide u izdanje<\/legend>/);
    expect(inputs(html)).toHaveLength(2);
    options.forEach(({ value, label }, index) => {
      const input = inputs(html)[index]!;
      for (const attribute of ['type="radio"', `id="x-${value}"`, 'name="mode"', `value="${value}"`]) {
        expect(input).toContain(attribute);
      }
      expect(html).toMatch(new RegExp(`<label[^>]*for="x-${value}"[^>]*>${label}</label>`));
    });
  });

  it('checks the chosen value only, controlled or uncontrolled', () => {
    for (const props of [{ defaultValue: 'summary' as const }, { value: 'summary' as const, onChange: () => {} }]) {
      const html = renderToString(
        createElement(RadioGroup, { name: 'mode', legend: 'L', idPrefix: 'x', options, ...props }),
      );
      expect(inputs(html).map((input) => input.includes('checked=""'))).toEqual([false, true]);
    }
  });
});
