import { describe, expect, it } from 'vitest';

import { renderNewsletterMail } from '@/lib/newsletter/render';

const options = {
  siteUrl: 'https://example.org',
  siteName: 'Zajednica',
  unsubscribeUrl: 'https://example.org/newsletter/odjava?t=abc.def',
};

function issue(content: string, extra: Partial<Parameters<typeof renderNewsletterMail>[0]> = {}) {
  return {
    subject: 'Novembar u zajednici',
    intro: 'Šta smo radili.',
    content,
    slug: 'novembar',
    sourcePost: null,
    ...extra,
  };
}

describe('renderNewsletterMail', () => {
  it('never lets a script tag or a javascript: link of the content into the HTML', () => {
    const mail = renderNewsletterMail(
      issue(
        'Zdravo <script>alert(1)</script>\n\n[klikni](javascript:alert(2)) <a href="JaVa\tscript:alert(3)">x</a> <img src=x onerror="alert(4)">',
      ),
      options,
    );
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/javascript:/i);
    expect(mail.html).not.toMatch(/onerror/i);
    expect(mail.html).not.toContain('alert(1)');
    expect(mail.text).not.toContain('alert(1)');
  });

  it('styles the content inline, makes relative links absolute and rewrites no link', () => {
    const mail = renderNewsletterMail(
      issue('## Naslov\n\nVidi [događaj](/events/a) i [spolja](https://drugi.rs/x?y=1).'),
      options,
    );
    expect(mail.html).toMatch(/<h2 style="[^"]+">Naslov<\/h2>/);
    expect(mail.html).toContain('href="https://example.org/events/a"');
    expect(mail.html).toContain('href="https://drugi.rs/x?y=1"');
    expect(mail.html).not.toMatch(/<style/i);
    // No tracking pixel: the only images are the content's own.
    expect(mail.html).not.toMatch(/<img/i);
  });

  it('has the web link and the unsubscribe link in the HTML footer', () => {
    const mail = renderNewsletterMail(issue('Tekst'), options);
    expect(mail.html).toContain('href="https://example.org/newsletter/novembar"');
    expect(mail.html).toContain('Pročitaj na sajtu');
    expect(mail.html).toMatch(/<a href="https:\/\/example\.org\/newsletter\/odjava\?t=abc\.def"[^>]*>Odjavi se<\/a>/);
    expect(mail.html).toContain('max-width:640px');
  });

  it('gives a plain-text part with the content, its links and the unsubscribe link', () => {
    const mail = renderNewsletterMail(
      issue('Prvi **pasus** &amp; više.\n\n- jedan\n- dva\n\n[Blog](/blog/x)', {
        sourcePost: { title: 'Izvorni tekst', slug: 'izvorni-tekst' },
      }),
      options,
    );
    expect(mail.text).toContain('Novembar u zajednici');
    expect(mail.text).toContain('Šta smo radili.');
    expect(mail.text).toContain('Prvi pasus & više.');
    expect(mail.text).toContain('- jedan\n- dva');
    expect(mail.text).toContain('Blog (https://example.org/blog/x)');
    expect(mail.text).toContain('https://example.org/blog/izvorni-tekst');
    expect(mail.text).toContain('Odjavi se: https://example.org/newsletter/odjava?t=abc.def');
    expect(mail.text).toContain('Pročitaj na sajtu: https://example.org/newsletter/novembar');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('keeps the subject on one line and escapes it', () => {
    const mail = renderNewsletterMail(issue('x', { subject: 'A\r\nBcc: x@y <b>' }), options);
    expect(mail.subject).toBe('A Bcc: x@y <b>');
    expect(mail.html).toContain('A Bcc: x@y &lt;b&gt;');
  });
});
