import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AdminLoadError } from '@/components/admin/admin-form';
import { loadTab } from '@/components/admin/tab-load';
import { BLOG_MESSAGES } from '@/lib/validation/admin-blog';

vi.mock('@/lib/auth', () => ({ getRequestContext: async () => ({ db: {} }) }));
vi.mock('@/lib/data/admin-blog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/data/admin-blog')>()),
  queryAdminPosts: () => Promise.reject(new Error('connection terminated')),
}));

const { BlogTab } = await import('@/components/admin/tabs/blog-tab');

/** The message an admin tab shows in place of its content, or null when it rendered something else. */
function loadErrorMessage(node: unknown): string | null {
  if (!isValidElement(node) || node.type !== AdminLoadError) return null;
  return (node as ReactElement<{ message: string }>).props.message;
}

describe('an admin tab whose read fails', () => {
  it('answers with the tab’s error in place of its data, never an empty list', async () => {
    const failed = await loadTab('events', 'Nije moguće učitati događaje.', () => Promise.reject(new Error('down')));
    expect(failed.data).toBeNull();
    expect(loadErrorMessage(failed.failure)).toBe('Nije moguće učitati događaje.');

    const loaded = await loadTab('events', 'Nije moguće učitati događaje.', async () => []);
    expect(loaded).toEqual({ data: [], failure: null });
  });

  it('the blog tab shows the spec’s „Greška: {message}” (platform §8) instead of an editor over no posts', async () => {
    const rendered = await BlogTab({ searchParams: {} });
    expect(loadErrorMessage(rendered)).toBe(BLOG_MESSAGES.loadFailed);
    expect(BLOG_MESSAGES.loadFailed).toMatch(/^Greška: /);
  });
});
