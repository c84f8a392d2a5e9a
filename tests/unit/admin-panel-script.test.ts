/**
 * The panel in the page's script (issue 52): what admins and members wrote is displayed converted
 * in Cyrillic and exactly as stored in Latin (foreign marks kept, as the admin's lists keep them);
 * a members page in Cyrillic links and posts in Cyrillic.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { SCRIPT_FIELD } from '@/lib/actions/result';
import { textTableIn } from '@/lib/i18n/texts';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cir/admin',
  useRouter: () => ({ refresh: () => undefined, push: () => undefined, replace: () => undefined }),
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/lib/actions/admin-members', () => ({ decideMember: async () => null }));

const { storedTextIn } = await import('@/lib/i18n/texts');
const { scriptFields } = await import('@/lib/actions/result');
const { MemberDecisionForms } = await import('@/components/admin/members/decision-buttons');
const { MemberItems } = await import('@/components/admin/members/member-items');
const { MEMBER_LIST_TEXTS } = await import('@/components/admin/members/member-texts');

describe('storedTextIn', () => {
  it('converts a stored text for a Cyrillic page, foreign marks dropped and their words kept', () => {
    expect(storedTextIn('cir')('Meetup na -{Zoom}- platformi, Ljubljana')).toBe('Меетуп на Zoom платформи, Љубљана');
  });

  it('leaves it exactly as stored on a Latin page, marks included', () => {
    const stored = 'Meetup na -{Zoom}- platformi';
    expect(storedTextIn('lat')(stored)).toBe(stored);
  });
});

describe('scriptFields', () => {
  it('tells the action a Cyrillic page, and adds nothing on a Latin one', () => {
    expect(scriptFields('cir')).toEqual({ [SCRIPT_FIELD]: 'cir' });
    expect(scriptFields('lat')).toEqual({});
  });
});

describe('the members tab on a Cyrillic page', () => {
  const texts = textTableIn('cir', MEMBER_LIST_TEXTS);
  const rows = [
    {
      id: '00000000-0000-4000-8000-000000000001',
      fullName: 'Јована Петровић',
      email: 'jovana@example.com',
      type: 'Стартап',
      details: [['Индустрија', 'ИТ']] as [string, string][],
      bio: null,
      pending: true,
    },
  ];
  const html = renderToStaticMarkup(
    createElement(
      'div',
      null,
      createElement(MemberDecisionForms, { script: 'cir', texts }),
      createElement(MemberItems, { rows, script: 'cir', texts }),
    ),
  );

  it('names the decisions and the record in Cyrillic and links the record under /cir', () => {
    expect(html).toContain('Одобри');
    expect(html).toContain('Одбиј');
    expect(html).toContain('href="/cir/admin/members/00000000-0000-4000-8000-000000000001"');
    expect(html).toContain('aria-label="Детаљи и историја: Јована Петровић"');
    expect(html).not.toMatch(/Odobri|Odbij|Detalji/);
  });

  it("posts the page's script with each decision form, so an answer without JavaScript is in Cyrillic", () => {
    const scriptInputs = html.match(new RegExp(`name="${SCRIPT_FIELD}" value="cir"`, 'g')) ?? [];
    expect(scriptInputs).toHaveLength(2);
  });
});
