/**
 * `next/root-params` outside Next: the module exists only inside Next's server bundle (the root
 * segment app/[script] defines its getters). Tests render and read as the Latin pages do unless a
 * test asks for the script itself (`vi.mocked(script).mockResolvedValue('cir')`).
 */
import { vi } from 'vitest';

export const script = vi.fn(async (): Promise<string> => 'lat');
