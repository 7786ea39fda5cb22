import { describe, expect, it } from 'vitest';
import { clip } from './descriptions.ts';

describe('clip', () => {
  it('keeps a short text whole, with its whitespace folded', () => {
    expect(clip('  One line\n\nand another. ')).toBe('One line and another.');
  });

  it('cuts a long English text at a word, under 160 characters, with an ellipsis', () => {
    const text = 'Students design answers for charities and hospitals. '.repeat(6);
    const clipped = clip(text);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('…')).toBe(true);
    expect(text.startsWith(clipped.slice(0, -1))).toBe(true);
    expect(text.charAt(clipped.length - 1)).toBe(' ');
  });

  it('cuts a long Chinese text (no spaces) at a character', () => {
    const clipped = clip('青年公益實踐計畫陪伴團隊從想法走到行動。'.repeat(12));
    expect(clipped).toHaveLength(160);
    expect(clipped.endsWith('…')).toBe(true);
  });
});
