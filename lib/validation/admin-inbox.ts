import * as z from 'zod/mini';

import { INBOX_KINDS, INBOX_MESSAGES } from '@/lib/admin/inbox';

import { isUuid } from './shared';

const id = z.string().check(z.trim(), z.refine(isUuid, { error: INBOX_MESSAGES.notFound }));

export const INBOX_HANDLED_FIELDS = ['kind', 'id', 'handled'] as const;
export const inboxHandledSchema = z.object({
  kind: z.enum(
    INBOX_KINDS.map((kind) => kind.id) as [(typeof INBOX_KINDS)[number]['id'], ...(typeof INBOX_KINDS)[number]['id'][]],
    { error: INBOX_MESSAGES.notFound },
  ),
  id,
  handled: z.transform((value: unknown) => value === 'true'),
});

export const OUTBOX_MESSAGES = {
  retried: 'Poruka je ponovo u redu za slanje',
  retryFailed: 'Nije moguće ponovo poslati poruku.',
  notFailed: 'Poruka nije pronađena ili nije neuspela.',
} as const;

export const RETRY_MAIL_FIELDS = ['id'] as const;
export const retryMailSchema = z.object({
  id: z.string().check(z.trim(), z.refine(isUuid, { error: OUTBOX_MESSAGES.notFailed })),
});
