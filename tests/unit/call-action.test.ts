import { afterEach, describe, expect, it, vi } from 'vitest';

import { callAction, CYRILLIC_ERROR_TITLE } from '@/components/forms/call-action';
import { SCRIPT_FIELD } from '@/lib/actions/result';
import { latinToCyrillic } from '@/lib/i18n/transliterate';
import { TOAST_ERROR_TITLE } from '@/lib/validation/messages';

/** The page the call is made from, as far as callAction looks: its `<html lang>`. */
function onPage(lang: string) {
  vi.stubGlobal('document', { documentElement: { lang } });
}

const unreachable = vi.fn(async () => {
  throw new Error('offline');
});

describe('callAction: a client call in the page’s script', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a Cyrillic page’s script and titles an unreachable action’s failure in it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onPage('sr-Cyrl');
    const input = new FormData();
    const result = await callAction(unreachable, input, 'Порука није послата.');
    expect(input.get(SCRIPT_FIELD)).toBe('cir');
    expect(result).toMatchObject({ ok: false, title: 'Грешка', formError: 'Порука није послата.' });
  });

  it('sends nothing more from a Latin page, whose failure keeps the spec’s title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onPage('sr-Latn');
    const input = new FormData();
    const result = await callAction(unreachable, input, 'Poruka nije poslata.');
    expect(input.has(SCRIPT_FIELD)).toBe(false);
    expect(result).toMatchObject({ ok: false, title: TOAST_ERROR_TITLE });
  });

  it('writes out the Cyrillic title as the conversion gives it', () => {
    expect(CYRILLIC_ERROR_TITLE).toBe(latinToCyrillic(TOAST_ERROR_TITLE));
  });
});
