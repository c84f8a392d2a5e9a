import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { serverHtml } from '../support/server-html';

vi.mock('next/navigation', () => ({
  usePathname: () => '/admin',
  useRouter: () => ({ replace: () => undefined, refresh: () => undefined }),
}));
vi.mock('@/lib/actions/admin-resources', () => ({
  createKnowledgeResource: async () => null,
  updateKnowledgeResource: async () => null,
}));

const { ResourceForm } = await import('@/components/admin/resource-form');

const resource = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Vodič za pitch',
  description: null,
  category: 'other',
  resourceType: 'guide',
  externalUrl: null,
  fileUrl: null,
  tags: ['fintech', 'B2B'],
  isFeatured: false,
  isActive: true,
};

describe("TagsField ('Tagovi', typed comma separated)", () => {
  it('posts `tags`, labelled Tagovi, opening with the stored tags joined by a comma', async () => {
    const html = await serverHtml(createElement(ResourceForm, { resource }));
    const input = /<input[^>]*name="tags"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('value="fintech, B2B"');
    const id = /\sid="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`for="${id}">Tagovi</label>`);
    expect(html).toContain('Odvojite tagove zarezom.');
  });

  it('starts empty on a new resource', async () => {
    const html = await serverHtml(createElement(ResourceForm, {}));
    expect(/<input[^>]*name="tags"[^>]*>/.exec(html)?.[0]).not.toContain('value="');
  });
});
