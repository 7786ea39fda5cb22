// The public pages' rich text as the server renders it: an image uploaded into the text becomes a
// <picture> of its WebP and JPEG sizes with its own width and height; any other allowed image
// stays one <img>, and an address the allowlist refuses is not shown at all.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichDocument } from '@yip/rules/rich-text';
import { RichText } from './RichText.tsx';

const stem = '/files/public/img-inline-0123456789abcdef01234567-1000x1501';
const image = (src: string, alt: string) => ({ type: 'image', attrs: { src, alt } }) as const;

describe('RichText', () => {
  it('shows an uploaded image as a responsive, lazy <picture> that keeps its place, and nothing for a refused address', () => {
    const document: RichDocument = {
      type: 'doc',
      content: [
        image(`${stem}-1000.jpg`, 'Students at the bench'),
        image('/files/public/old-photo.png', 'An older photo'),
        image('/files/public/drawing.svg', 'A drawing'),
      ],
    };
    const html = renderToStaticMarkup(<RichText document={document} />);
    const sizes = 'sizes="(max-width: 50rem) 100vw, 50rem"';
    expect(html).toContain(
      `<picture><source type="image/webp" srcSet="${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1000.webp 1000w" ${sizes} width="1000" height="1501"/>` +
        `<img src="${stem}-1000.jpg" srcSet="${stem}-400.jpg 400w, ${stem}-800.jpg 800w, ${stem}-1000.jpg 1000w" ${sizes} width="1000" height="1501"`,
    );
    expect(html).toMatch(/<img src="[^"]+-1000\.jpg"[^>]* alt="Students at the bench" loading="lazy" decoding="async"\/><\/picture>/);
    expect(html).toMatch(/<img [^>]*src="\/files\/public\/old-photo\.png" alt="An older photo" loading="lazy" decoding="async"\/>/);
    expect(html).not.toContain('drawing.svg');
  });
});
