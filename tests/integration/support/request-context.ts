import { vi } from 'vitest';

import type { ActionContext } from '@/lib/auth/context';

/**
 * Route handlers and server functions called as Next calls them, with the request's context set by
 * the test: import this module before anything that reads `requestContext` (a route file is best
 * imported with `await import(…)` after it), then point `request.context` at a test account's
 * context, or back at null.
 */
export const request: { context: null | (() => Promise<ActionContext>) } = { context: null };

vi.mock('@/lib/auth/context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/context')>()),
  requestContext: () => {
    if (!request.context) throw new Error('no request context set by the test');
    return request.context();
  },
}));
