import { describe, expect, it } from 'vitest';
import { displayFileName } from './file-names.ts';

describe('displayFileName', () => {
  it('removes a right-to-left override, so a program cannot pose as a PDF', () => {
    expect(displayFileName('invoice\u202efdp.exe', 'pdf')).toBe('invoicefdp.exe');
  });

  it.each([
    ['the bidi marks', 'a\u200eb\u200fc\u061cd.pdf'],
    ['the embeddings and overrides', 'a\u202ab\u202bc\u202cd\u202de\u202e.pdf'],
    ['the isolates', 'a\u2066b\u2067c\u2068d\u2069.pdf'],
    ['C0 controls and DEL', 'a\u0000b\u0001c\td\r\ne\u001f\u007f.pdf'],
    ['C1 controls', 'a\u0080b\u0085c\u009b\u009f.pdf'],
    ['line and paragraph separators', 'a\u2028b\u2029.pdf'],
  ])('removes %s', (_name, raw) => {
    expect(displayFileName(raw, 'pdf')).toMatch(/^[a-e]+\.pdf$/);
  });

  it('keeps Chinese, spaces inside the name and other scripts, and drops folders', () => {
    expect(displayFileName('C:\\Users\\me\\計畫書 第二版.pdf', 'pdf')).toBe('計畫書 第二版.pdf');
    expect(displayFileName('../../عربي.pdf', 'pdf')).toBe('عربي.pdf');
  });

  it('names a file by its kind when nothing visible is left, and keeps at most 255 characters', () => {
    expect(displayFileName('\u202e\u2066 ', 'png')).toBe('file.png');
    expect(displayFileName(undefined, 'jpg')).toBe('file.jpg');
    expect([...displayFileName(`${'檔'.repeat(300)}.pdf`, 'pdf')]).toHaveLength(255);
  });
});
