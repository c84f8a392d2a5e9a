import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { StatusFilters } from '@/components/admin/status-filters';
import { AuthCard } from '@/components/auth/auth-card';
import { ContentCta } from '@/components/site/content-cta';
import type { SectionText } from '@/lib/content/resolve';

import { serverHtml } from '../support/server-html';

const section = (fields: Partial<SectionText>): SectionText => ({
  title: 'Pridruži nam se',
  subtitle: '',
  content: 'Zajednica te čeka.',
  buttonText: '',
  buttonLink: '',
  ...fields,
});

describe('ContentCta (the closing band of a public page)', () => {
  it("shows the section's heading and text, and the page's own button while the section leaves it empty", async () => {
    const html = await serverHtml(
      createElement(ContentCta, {
        id: 'x-cta-title',
        text: section({}),
        defaultHref: '/join',
        defaultLabel: 'Pridruži se',
      }),
    );
    expect(html).toContain('<h2 id="x-cta-title"');
    expect(html).toContain('aria-labelledby="x-cta-title"');
    expect(html).toContain('Zajednica te čeka.');
    expect(html).toContain('href="/join"');
    expect(html).toContain('>Pridruži se</a>');
  });

  it("takes the button's label and link from the section once an editor sets them, and adds the page's other buttons", async () => {
    const html = await serverHtml(
      createElement(
        ContentCta,
        {
          id: 'x-cta-title',
          text: section({ buttonText: 'Piši nam', buttonLink: '/contact' }),
          defaultHref: '/join',
          defaultLabel: 'Pridruži se',
        },
        createElement('a', { href: '/team' }, 'Upoznaj tim'),
      ),
    );
    expect(html).toContain('href="/contact"');
    expect(html).toContain('>Piši nam</a>');
    expect(html).not.toContain('href="/join"');
    expect(html.indexOf('Piši nam')).toBeLessThan(html.indexOf('Upoznaj tim'));
  });
});

// AuthCard uses no hooks: called as a function, it gets its children the way a page passes them.
describe('AuthCard (a page of the sign-in areas)', () => {
  it('is the card under the h1 and its lead line, with no way back unless the page gives one', () => {
    const html = renderToStaticMarkup(
      AuthCard({ title: 'Promena lozinke', intro: 'Nalog: a@example.com', children: 'forma' }),
    );
    expect(html.startsWith('<div class="card grid gap-6">')).toBe(true);
    expect(html).toContain('<h1 class="text-2xl font-bold">Promena lozinke</h1>');
    expect(html).toContain('<p class="text-sm text-muted-foreground">Nalog: a@example.com</p>');
    expect(html).toContain('forma');
    expect(html).not.toContain('Nazad');
  });

  it('leaves out the lead line when there is none', () => {
    const html = renderToStaticMarkup(AuthCard({ title: 'Nova lozinka', children: 'forma' }));
    expect(html).not.toContain('text-muted-foreground');
  });

  it('puts the way back above the card', () => {
    const html = renderToStaticMarkup(
      AuthCard({ title: 'Prijava', back: { href: '/', label: 'Nazad na početnu' }, children: 'forma' }),
    );
    expect(html).toContain('Nazad na početnu');
    expect(html.indexOf('Nazad na početnu')).toBeLessThan(html.indexOf('<h1'));
  });
});

describe('StatusFilters (the filters above a panel list)', () => {
  it('links every status in its order with its label and count, the open one marked as the current page', () => {
    const counts = { pending: 3, approved: 12, rejected: 0 };
    const html = renderToStaticMarkup(
      createElement(StatusFilters<keyof typeof counts>, {
        label: 'Status članova',
        statuses: ['pending', 'approved', 'rejected'],
        labels: { pending: 'Na čekanju', approved: 'Odobreni', rejected: 'Odbijeni' },
        countOf: (status) => counts[status],
        hrefFor: (status) => `/admin?status=${status}`,
        current: 'approved',
      }),
    );
    expect(html).toContain('<nav aria-label="Status članova"');
    // Each link: its address, whether it is the current page, its text (without React's text separators).
    const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, inner]) => [
      /href="([^"]+)"/.exec(attributes ?? '')?.[1],
      (attributes ?? '').includes('aria-current="page"'),
      (inner ?? '').replace(/<!-- -->/g, ''),
    ]);
    expect(links).toEqual([
      ['/admin?status=pending', false, 'Na čekanju (3)'],
      ['/admin?status=approved', true, 'Odobreni (12)'],
      ['/admin?status=rejected', false, 'Odbijeni (0)'],
    ]);
  });
});
