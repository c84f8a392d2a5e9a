import { describe, expect, it } from 'vitest';

import { MEMBERS_ERROR_BACK } from '@/components/members/members-error-texts';
import { scriptPath } from '@/lib/i18n/script';
import { textTableIn } from '@/lib/i18n/texts';

describe("the members error page's way back", () => {
  it('is written out in Cyrillic as the conversion writes it, to the Cyrillic dashboard', () => {
    const { lat, cir } = MEMBERS_ERROR_BACK;
    expect(lat).toEqual({ href: '/members', label: 'Nazad na platformu' });
    expect(cir).toEqual({ href: scriptPath('cir', lat.href), label: textTableIn('cir', lat).label });
  });
});
