/** A page's query parameters as Next passes them: absent, once, or repeated. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (`?a=1&a=2` → '1'), or undefined when it is absent. */
export function firstParam(value: string | string[] | undefined | null): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}
