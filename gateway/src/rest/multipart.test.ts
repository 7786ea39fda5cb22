import FormData from 'form-data';
import { describe, expect, it } from 'vitest';
import { chosenFileName, filePartHeader } from './multipart.ts';

describe('file names', () => {
  it('decodes what browsers escape in a file name (%22, %0D, %0A) and nothing else', () => {
    expect(chosenFileName('a%22b%22%0D%0A.pdf')).toBe('a"b"\r\n.pdf');
    expect(chosenFileName('100%25 %2F %0a.pdf')).toBe('100%25 %2F %0a.pdf');
  });

  it('writes the name as a quoted-string: quotes and backslashes escaped, CR and LF left out', () => {
    const form = new FormData();
    expect(filePartHeader(form, 'proposal.pdfFile', 'a"b\\c\r\nd.pdf', 'application/pdf')).toBe(
      `--${form.getBoundary()}\r\nContent-Disposition: form-data; name="proposal.pdfFile"; filename="a\\"b\\\\cd.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
  });
});
