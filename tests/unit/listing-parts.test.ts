/**
 * The parts an ad and a resource share (their forms' type, category, title and description; their
 * cards' tags) and the form's web-address field, rendered as the server sends them.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { UrlField } from '@/components/forms/form-parts';
import { TitleDescriptionFields, TypeCategoryFields, type ListingKind } from '@/components/forms/listing-fields';
import { useServerForm, type ServerFormController } from '@/components/forms/use-server-form';
import { ListingTags } from '@/components/members/listing-card';
import { AD_CHOICES, RESOURCE_CHOICES } from '@/components/members/listing-choices';

vi.mock('next/navigation', () => ({ usePathname: () => '/members/requests' }));

/** `fields` in a form of their own, as a page first renders it. */
function renderInForm(fields: (controller: ServerFormController) => ReactNode): string {
  function Form() {
    const controller = useServerForm({
      loadSchema: () => import('@/lib/validation/ads').then((module) => module.adSchema),
      action: async () => null,
      fallbackError: 'Nije poslato.',
    });
    return createElement('form', null, fields(controller));
  }
  return renderToStaticMarkup(createElement(Form));
}

/** The opening tag of the `<element name=…>` in `html`. */
function tag(html: string, element: string, name: string): string {
  return new RegExp(`<${element}[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
}

/** The values a `<select name=…>` offers, and the one it opens on. */
function select(html: string, name: string) {
  const options = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return {
    values: [...options.matchAll(/<option value="([^"]*)"/g)].map((option) => option[1]),
    chosen: /<option value="([^"]*)" selected="">/.exec(options)?.[1],
  };
}

function renderTypeCategory<TypeName extends string>(
  kind: ListingKind<TypeName>,
  initial: Record<TypeName | 'category', string>,
): string {
  return renderInForm((controller) => createElement(TypeCategoryFields<TypeName>, { controller, kind, initial }));
}

describe('TypeCategoryFields', () => {
  it("names the type as the listing's form does and opens on the values it is given", () => {
    const html = renderTypeCategory(
      { typeName: 'resourceType', typeLabel: 'Tip', ...RESOURCE_CHOICES },
      { resourceType: 'video', category: 'finance' },
    );
    expect(select(html, 'resourceType')).toEqual({
      values: ['video', 'document', 'guide', 'workshop_recording'],
      chosen: 'video',
    });
    expect(select(html, 'category').chosen).toBe('finance');
    expect(html).toMatch(/>Tip<\/label>/);
    expect(html).toMatch(/>Kategorija<\/label>/);
  });

  it("offers an ad's types and categories in the enums' order", () => {
    const html = renderTypeCategory(
      { typeName: 'requestType', typeLabel: 'Tip oglasa', ...AD_CHOICES },
      { requestType: 'seeking', category: 'other' },
    );
    expect(select(html, 'requestType').values).toEqual(['seeking', 'offering']);
    expect(select(html, 'category').values).toEqual([
      'mentorship',
      'partnership',
      'funding',
      'talent',
      'services',
      'other',
    ]);
  });
});

describe('TitleDescriptionFields', () => {
  it('requires a title of at most 150 characters, and the description only when told', () => {
    const optional = renderInForm((controller) =>
      createElement(TitleDescriptionFields, {
        controller,
        initial: { title: 'Vodič', description: null },
        descriptionRows: 3,
      }),
    );
    expect(tag(optional, 'input', 'title')).toContain('maxLength="150"');
    expect(tag(optional, 'input', 'title')).toContain('value="Vodič"');
    expect(tag(optional, 'textarea', 'description')).toContain('rows="3"');
    expect(tag(optional, 'textarea', 'description')).not.toContain('required');

    const required = renderInForm((controller) =>
      createElement(TitleDescriptionFields, { controller, descriptionRows: 5, descriptionRequired: true }),
    );
    expect(tag(required, 'textarea', 'description')).toContain('required=""');
  });
});

describe('ListingTags', () => {
  it('shows nothing for a listing without tags', () => {
    expect(renderToStaticMarkup(createElement(ListingTags, { tags: [] }))).toBe('');
  });

  it("shows each tag as '#tag' and counts the ones the card leaves out", () => {
    const html = renderToStaticMarkup(createElement(ListingTags, { tags: ['fintech', 'B2B'], more: 2 }));
    expect(html).toContain('aria-label="Tagovi"');
    expect(html).toContain('>#fintech</li>');
    expect(html).toContain('aria-label="još 2">+2</li>');
    expect(renderToStaticMarkup(createElement(ListingTags, { tags: ['fintech'] }))).not.toContain('još');
  });
});

describe('UrlField', () => {
  it('types a web address as one', () => {
    const html = renderInForm((controller) =>
      createElement(UrlField, { controller, name: 'lumaUrl', label: 'Lu.ma URL', required: true }),
    );
    expect(tag(html, 'input', 'lumaUrl')).toMatch(/type="url".*inputMode="url"/);
  });
});
