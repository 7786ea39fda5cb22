import { describe, expect, it } from 'vitest';
import { deprecatedInOperations } from './schemaTesting.ts';

describe('the web’s operations', () => {
  it('use no field, argument or enum value the schema deprecates', () => {
    expect(deprecatedInOperations()).toEqual([]);
  });
});
