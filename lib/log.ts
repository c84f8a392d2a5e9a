/**
 * Structured server log. Values under sensitive keys are replaced before anything is written,
 * so a password, token or message body never reaches the log.
 */

const SENSITIVE_KEY = /pass(word)?|token|secret|authorization|cookie|api[-_]?key|session|email|phone|message/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5) return '[depth]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SENSITIVE_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1),
      ]),
    );
  }
  return value;
}

type Level = 'info' | 'warn' | 'error';

function write(level: Level, event: string, context?: Record<string, unknown>) {
  const line = JSON.stringify({
    level,
    event,
    time: new Date().toISOString(),
    ...(context ? (redact(context) as object) : {}),
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  info: (event: string, context?: Record<string, unknown>) => write('info', event, context),
  warn: (event: string, context?: Record<string, unknown>) => write('warn', event, context),
  error: (event: string, context?: Record<string, unknown>) => write('error', event, context),
};

/**
 * An error as it may be logged: its kind and database code, never its message. Drizzle's query
 * errors quote the statement with its parameters, which may be a visitor's name and e-mail.
 */
export function describeError(error: unknown): Record<string, string | undefined> {
  const described: Record<string, string | undefined> = {};
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { name, code, constraint } = current as { name?: unknown; code?: unknown; constraint?: unknown };
    if (depth === 0 && typeof name === 'string') described.name = name;
    if (typeof code === 'string') described.code ??= code;
    if (typeof constraint === 'string') described.constraint ??= constraint;
    current = (current as { cause?: unknown }).cause;
  }
  if (!described.name) described.name = typeof error;
  return described;
}
