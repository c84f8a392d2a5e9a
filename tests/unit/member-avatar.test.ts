import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { MemberAvatar, PICTURE_OF } from '@/components/members/member-avatar';
import { textIn } from '@/lib/i18n/texts';

describe("a member's picture", () => {
  it('names the picture in each script as the conversion writes it', () => {
    expect(PICTURE_OF.lat).toBe('Slika');
    expect(PICTURE_OF.cir).toBe(textIn('cir')(PICTURE_OF.lat));
  });

  it("says whose picture it is in the page's script, Latin unless told", () => {
    const picture = (script?: 'lat' | 'cir') =>
      renderToStaticMarkup(createElement(MemberAvatar, { name: 'Ана', src: '/files/a.png', script }));
    expect(picture()).toContain('alt="Slika: Ана"');
    expect(picture('cir')).toContain('alt="Слика: Ана"');
  });
});
