/** A filter value from the URL when it is one of `values`, otherwise 'all' (unknown values never error). */
export function oneOfOrAll<T extends string>(values: readonly T[], value: string | undefined): T | 'all' {
  return values.includes(value as T) ? (value as T) : 'all';
}
