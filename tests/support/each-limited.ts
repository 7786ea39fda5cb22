/**
 * Runs `task` over `items`, `parallel` at a time, in order of index: the benchmarks' members at
 * work, a guesser with many addresses in the integration tests.
 */
export async function eachLimited<T>(items: readonly T[], parallel: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) await task(items[i]!, i);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
