/**
 * `task(0)` … `task(count - 1)`, `width` of them in flight at a time, as a guesser with many
 * addresses sends its requests; the answers in the order of their index.
 */
export async function inFlight<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const answers = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) answers[index] = await task(index);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return answers;
}
