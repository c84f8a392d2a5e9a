import type { z } from 'zod/mini';

/** A schema's messages by field (the first path segment; 'root' for the whole input); {} when it passes. */
export function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0] ?? 'root')] ??= []).push(issue.message);
  return errors;
}
