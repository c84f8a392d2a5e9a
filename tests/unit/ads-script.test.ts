/**
 * The ads' texts in the page's script (issue 52): the ad dialog's table, the report dialog's, the
 * listings' choices and the tags' list names, made on the server for a client component or a card.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

import { adFormTextsIn } from '@/components/members/ads/ad-form-texts';
import { LISTING_TAGS_TEXTS, ListingTags } from '@/components/members/listing-card';
import { AD_CHOICES } from '@/components/members/listing-choices';
import { choicesIn } from '@/components/members/listing-choices-in';
import { reportDialogPropsIn } from '@/components/members/report-dialog-props';
import { textIn, textTableIn } from '@/lib/i18n/texts';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';

describe('adFormTextsIn', () => {
  it('gives a Latin page the texts as the form showed them, without a table of messages', () => {
    const texts = adFormTextsIn('lat');
    expect(texts.tagsHint).toBe('Odvojite tagove zarezom, npr. fintech, B2B, Beograd');
    expect(texts.fields).toEqual({ title: 'Naslov', description: 'Opis', category: 'Kategorija' });
    expect(texts.choices).toEqual(AD_CHOICES);
    expect(texts.script).toBe('lat');
    expect(texts.messages).toBeUndefined();
  });

  it("converts a Cyrillic page's texts, keeping the marked foreign word and the choices' values", () => {
    const texts = adFormTextsIn('cir');
    expect(texts.newTitle).toBe('Нови оглас');
    expect(texts.tagsHint).toBe('Одвојите тагове зарезом, нпр. fintech, Б2Б, Београд');
    expect(texts.fields.category).toBe('Категорија');
    expect(texts.choices.types).toEqual([
      { value: 'seeking', label: 'Тражим' },
      { value: 'offering', label: 'Нудим' },
    ]);
    expect(texts.choices.categories.map((choice) => choice.value)).toEqual(
      AD_CHOICES.categories.map((choice) => choice.value),
    );
    expect(texts.messages?.[AD_MESSAGES.titleRequired]).toBe('Наслов је обавезан');
    expect(texts.messages?.[AD_MESSAGES.notFound]).toBe('Оглас није пронађен или није ваш.');
  });

  it('is made once per script', () => {
    expect(adFormTextsIn('cir')).toBe(adFormTextsIn('cir'));
  });
});

describe('choicesIn', () => {
  it('labels the choices in the script and leaves what the form sends alone', () => {
    const choices = choicesIn(textIn('cir'), AD_CHOICES);
    expect(choices.categories.find((choice) => choice.value === 'funding')?.label).toBe('Финансирање');
    expect(choicesIn(textIn('lat'), AD_CHOICES)).toEqual(AD_CHOICES);
  });
});

describe('ListingTags', () => {
  it('names the list and the count of the rest in the texts it is given, Latin when none', () => {
    const render = (texts?: typeof LISTING_TAGS_TEXTS) =>
      renderToStaticMarkup(createElement(ListingTags, { tags: ['ai'], more: 2, texts }));
    expect(render()).toContain('aria-label="Tagovi"');
    expect(render()).toContain('aria-label="još 2"');
    const cyrillic = render(textTableIn('cir', LISTING_TAGS_TEXTS));
    expect(cyrillic).toContain('aria-label="Тагови"');
    expect(cyrillic).toContain('aria-label="још 2"');
  });
});

describe('reportDialogPropsIn', () => {
  it('gives a Latin page nothing, the dialog speaking its own Latin', () => {
    expect(reportDialogPropsIn('lat')).toEqual({});
  });

  it('gives a Cyrillic page the converted texts, one table for every dialog, and the script to post', () => {
    const props = reportDialogPropsIn('cir');
    expect(props.script).toBe('cir');
    expect(props.texts?.reason).toBe('Разлог пријаве');
    expect(props.texts?.reasons.other).toBe('Нешто друго');
    expect(reportDialogPropsIn('cir').texts).toBe(props.texts);
  });
});
