import 'server-only';

import type { Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';

import { FORM_MESSAGES } from './messages';

/** As much of a zod schema's (classic or mini) inner definition as holds its messages. */
interface SchemaNode {
  _zod?: {
    def?: {
      error?: (issue: unknown) => unknown;
      checks?: readonly SchemaNode[];
      shape?: Record<string, SchemaNode>;
      in?: SchemaNode;
      out?: SchemaNode;
    };
  };
}

/** Every message given to the schema's types and checks (zod keeps a given text as a function returning it). */
function collectMessages(node: SchemaNode | undefined, into: Set<string>): void {
  const def = node?._zod?.def;
  if (!def) return;
  const message = def.error?.(undefined);
  if (typeof message === 'string') into.add(message);
  for (const check of def.checks ?? []) collectMessages(check, into);
  for (const field of Object.values(def.shape ?? {})) collectMessages(field, into);
  collectMessages(def.in, into);
  collectMessages(def.out, into);
}

/**
 * The messages a public form's check in the browser can show, each with its text in `script`:
 * the client looks its zod messages up here, so no conversion code reaches the browser. The
 * schema's own messages plus the fixed ones (a refinement's texts live in code zod cannot show).
 * Latin pages need none.
 */
export function formMessagesIn(script: Script, schema: unknown): Record<string, string> | undefined {
  if (script === 'lat') return undefined;
  const messages = new Set<string>();
  collectMessages(schema as SchemaNode, messages);
  for (const message of Object.values(FORM_MESSAGES)) if (typeof message === 'string') messages.add(message);
  const text = textIn(script);
  return Object.fromEntries([...messages].map((message) => [message, text(message)]));
}
