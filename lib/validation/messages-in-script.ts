import 'server-only';

import type { Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';

import { FORM_MESSAGES } from './messages';

/** As much of a zod schema's (classic or mini) inner definition as holds its messages. */
interface SchemaNode {
  _zod?: {
    def?: {
      /** A check's kind: 'custom' for `refine` and `superRefine`. */
      check?: string;
      error?: (issue: unknown) => unknown;
      checks?: readonly SchemaNode[];
      shape?: Record<string, SchemaNode>;
      in?: SchemaNode;
      out?: SchemaNode;
    };
  };
}

/**
 * Every message given to the schema's types and checks (zod keeps a given text as a function
 * returning it). Returns whether a check hides its messages in code (`superRefine` and its
 * `ctx.addIssue`), which only running it could tell.
 */
function collectMessages(node: SchemaNode | undefined, into: Set<string>): boolean {
  const def = node?._zod?.def;
  if (!def) return false;
  const message = def.error?.(undefined);
  if (typeof message === 'string') into.add(message);
  const hidesMessages = def.check === 'custom' && typeof message !== 'string';
  const nested = [...(def.checks ?? []), ...Object.values(def.shape ?? {}), def.in, def.out];
  return nested.map((child) => collectMessages(child, into)).some(Boolean) || hidesMessages;
}

/**
 * The messages a public form's check in the browser can show, each with its text in `script`:
 * the client looks its zod messages up here, so no conversion code reaches the browser. The
 * schema's own messages, and when a check keeps its texts in code (`superRefine`) every fixed
 * message as well. Latin pages need none. Only what the form can show is sent: the table is part
 * of every page that holds the form (the newsletter's is on every post).
 */
export function formMessagesIn(script: Script, schema: unknown): Record<string, string> | undefined {
  if (script === 'lat') return undefined;
  const messages = new Set<string>();
  if (collectMessages(schema as SchemaNode, messages)) {
    for (const message of Object.values(FORM_MESSAGES)) if (typeof message === 'string') messages.add(message);
  }
  const text = textIn(script);
  return Object.fromEntries([...messages].map((message) => [message, text(message)]));
}
