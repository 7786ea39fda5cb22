// A list child without a key is a defect React only warns of (its state can move to the wrong item):
// in the unit tests its warning fails the test that rendered it.
import { afterEach, expect } from 'vitest';

const warnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('unique "key" prop')) warnings.push(text);
  consoleError(...args);
};

afterEach(() => {
  expect(warnings.splice(0), 'React warned of list children without a key').toEqual([]);
});
