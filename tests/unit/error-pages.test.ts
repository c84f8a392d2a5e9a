import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import AdminError from '@/app/[script]/(admin)/admin/error';
import MembersError from '@/app/[script]/(members)/members/error';
import ErrorPage from '@/app/[script]/error';
import GlobalError from '@/app/global-error';

const failure = Object.assign(new Error('SELECT * FROM secret_table failed'), { digest: '4211337' });

describe('error pages', () => {
  it('app/[script]/error.tsx explains the failure in Serbian with a retry, a way home and the digest, never the message', () => {
    const html = renderToStaticMarkup(createElement(ErrorPage, { error: failure, retry: () => {} }));
    expect(html).toContain('<h1 id="error-title"');
    expect(html).toContain('Došlo je do greške');
    expect(html).toContain('Pokušaj ponovo');
    expect(html).toContain('href="/"');
    expect(html).toContain('4211337');
    expect(html).not.toContain('secret_table');
  });

  it('app/global-error.tsx renders its own Serbian document', () => {
    const html = renderToStaticMarkup(createElement(GlobalError, { error: failure, retry: () => {} }));
    expect(html).toMatch(/^<html lang="sr-Latn">/);
    expect(html).toContain('<title>Došlo je do greške</title>');
    expect(html).toContain('Pokušaj ponovo');
    expect(html).not.toContain('secret_table');
  });

  it('the admin and members areas explain the failure the same way and lead back to their own start', () => {
    for (const [Page, href, back] of [
      [AdminError, '/admin', 'Nazad na Admin Panel'],
      [MembersError, '/members', 'Nazad na platformu'],
    ] as const) {
      const html = renderToStaticMarkup(createElement(Page, { error: failure, retry: () => {} }));
      expect(html).toContain('Došlo je do greške');
      expect(html).toContain('Pokušaj ponovo');
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain(back);
      expect(html).toContain('4211337');
      expect(html).not.toContain('secret_table');
    }
  });
});
