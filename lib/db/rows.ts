/**
 * The one row an `INSERT`/`UPDATE … RETURNING` gave back. Its absence is a broken invariant (the
 * statement affects exactly that row), so it throws instead of widening every caller's type.
 */
export function returnedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row.');
  return row;
}
