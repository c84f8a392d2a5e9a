import { describe, expect, it, vi } from 'vitest';

import { oncePerScript, textIn } from '@/lib/i18n/texts';

describe('texts made once per script', () => {
  it('are built once for each script and then the same object, so a list’s payload carries them once', () => {
    const build = vi.fn((script: 'lat' | 'cir') => ({ contact: textIn(script)('Kontaktiraj') }));
    const textsIn = oncePerScript(build);
    const latin = textsIn('lat');
    expect(textsIn('lat')).toBe(latin);
    expect(latin).toEqual({ contact: 'Kontaktiraj' });
    expect(textsIn('cir')).toEqual({ contact: 'Контактирај' });
    expect(textsIn('cir')).toBe(textsIn('cir'));
    expect(build).toHaveBeenCalledTimes(2);
  });
});
