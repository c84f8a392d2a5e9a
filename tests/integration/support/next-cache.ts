import { vi } from 'vitest';

/**
 * Outside a Next.js server there is no route cache, and `revalidateTag` throws for want of one.
 * Integration tests replace it with a spy, so they can check which tags a write revalidates.
 */
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
}));
