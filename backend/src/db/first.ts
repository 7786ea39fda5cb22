/**
 * The first row a select finds, sent with `limit 1`: the portable form of drizzle's `.get()`, which
 * only SQLite has. A write's one row is `const [row] = await tx.update(…)….returning()`.
 */
export async function first<Row>(query: { limit(count: number): PromiseLike<Row[]> }): Promise<Row | undefined> {
  return (await query.limit(1))[0];
}
