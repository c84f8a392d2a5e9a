import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { FileUpload } from '@/components/ui/file-upload';

/** The widget's first render (what the server sends): a labelled picker and the URL the form submits. */
describe('FileUpload', () => {
  it('labels the file picker, limits it to the purpose’s types, and never names it (the file is not posted)', () => {
    const html = renderToStaticMarkup(
      createElement(FileUpload, { purpose: 'blog', name: 'imageUrl', label: 'Naslovna slika' }),
    );
    const inputId = /<input id="([^"]+)" type="file"/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(
      `<label data-slot="label" class="text-sm font-medium" for="${inputId}">Naslovna slika</label>`,
    );
    const fileInput = /<input id="[^"]+" type="file"[^>]*>/.exec(html)?.[0] ?? '';
    expect(fileInput).not.toContain('name=');
    expect(fileInput).toContain('accept="image/png,.png');
    expect(fileInput).not.toContain('pdf');
    expect(html).toContain('<input type="hidden" name="imageUrl" value=""/>');
    expect(html).not.toContain('Ukloni');
  });

  it('shows the stored file with a remove button when editing', () => {
    const image = renderToStaticMarkup(
      createElement(FileUpload, {
        purpose: 'event',
        name: 'imageUrl',
        label: 'Slika',
        defaultValue: '/files/site-images/events/event-1-ab.png',
      }),
    );
    expect(image).toContain('value="/files/site-images/events/event-1-ab.png"');
    expect(image).toMatch(/<img[^>]+events%2Fevent-1-ab\.png|<img[^>]+events\/event-1-ab\.png/);
    expect(image).toContain('Ukloni');

    const document = renderToStaticMarkup(
      createElement(FileUpload, {
        purpose: 'file',
        name: 'url',
        label: 'Fajl',
        defaultValue: '/files/uploads/abc.pdf',
      }),
    );
    expect(document).toContain('<a href="/files/uploads/abc.pdf"');
    expect(document).toContain('Otvori fajl');
  });
});
