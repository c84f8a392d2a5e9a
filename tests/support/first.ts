/** The first item of a list a test expects to be non-empty; an empty list fails the test here. */
export function firstOf<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('Expected at least one item, got an empty list.');
  return item;
}
