import { describe, expect, it } from 'vitest';
import { checkRichText } from './rich-text-check.ts';
import { documentParagraphs, documentText, isAllowedHref, paragraphsToDocument, type RichDocument } from './rich-text.ts';

const limit = 20_000;

/** Every kind of node and mark the editor may send, as the server keeps them. */
const good: RichDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '青年的第一步' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read the ' },
        { type: 'text', text: 'report', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.org/report?x=1' } }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'or write to us', marks: [{ type: 'italic' }, { type: 'link', attrs: { href: 'mailto:hello@example.org' } }] },
        { type: 'text', text: ' and see ', marks: [{ type: 'link', attrs: { href: '/en/news' } }] },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'three' }] }] }] },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A quote' }] }] },
    { type: 'image', attrs: { src: '/files/public/team-2024.webp', alt: 'The team on stage' } },
  ],
};

/** A document with one paragraph holding `node`, or with `node` as its one block. */
const inParagraph = (node: object) => ({ type: 'doc', content: [{ type: 'paragraph', content: [node] }] });
const asBlock = (node: object) => ({ type: 'doc', content: [node] });
const linked = (href: string) => inParagraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] });
const image = (src: string, alt = 'words') => asBlock({ type: 'image', attrs: { src, alt } });
const problem = (value: unknown) => {
  const checked = checkRichText(value, limit);
  return checked.ok ? 'passed' : checked.problem;
};

describe('checkRichText', () => {
  it('passes a document of every allowed node and mark unchanged', () => {
    expect(checkRichText(structuredClone(good), limit)).toEqual({ ok: true, document: good });
  });

  it('drops what the editor writes empty: unused attributes, empty paragraphs and texts, a list numbered from 1', () => {
    const fromEditor = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: ' /a ', target: null, rel: null, class: null, title: null } }] }, { type: 'text', text: '' }] },
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'y' }] }] }] },
        { type: 'image', attrs: { src: '/files/public/a.png', alt: ' A ', title: null, width: null, height: null } },
        { type: 'paragraph' },
        // A list item and a quote left empty: dropped with their empty paragraphs.
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph' }] },
      ],
    };
    expect(checkRichText(fromEditor, limit)).toEqual({
      ok: true,
      document: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/a' } }] }] },
          { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'y' }] }] }] },
          { type: 'image', attrs: { src: '/files/public/a.png', alt: 'A' } },
        ],
      },
    });
  });

  it('keeps what it normalised as it is when checked again', () => {
    const once = checkRichText({ type: 'doc', content: [{ type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'kept' }] }] }] }] }, limit);
    expect(once).toEqual({ ok: true, document: { type: 'doc', content: [{ type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'kept' }] }] }] }] } });
    if (once.ok) expect(checkRichText(once.document, limit)).toEqual(once);
  });

  it('refuses nodes, marks and attributes outside the allowlist: script, event handlers, styles, raw HTML', () => {
    expect(problem(asBlock({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }))).toBe('element');
    expect(problem(asBlock({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [{ type: 'text', text: 'x' }] }))).toBe('element');
    expect(problem(asBlock({ type: 'image', attrs: { src: '/files/public/a.png', alt: 'a', onerror: 'alert(1)' } }))).toBe('element');
    expect(problem(inParagraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/a', onmouseover: 'alert(1)' } }] }))).toBe('element');
    expect(problem(inParagraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/a', target: '_blank' } }] }))).toBe('element');
    expect(problem(inParagraph({ type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { color: 'red' } }] }))).toBe('element');
    expect(problem(inParagraph({ type: 'text', text: 'x', html: '<b>x</b>' }))).toBe('element');
    expect(problem(asBlock({ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'x' }] }))).toBe('element');
    expect(problem(asBlock({ type: 'listItem', content: [] }))).toBe('element');
    expect(problem(asBlock({ type: 'bulletList', content: 'items' }))).toBe('element');
    expect(problem({ type: 'doc', content: [], attrs: {} })).toBe('element');
    expect(problem('<p>text</p>')).toBe('element');
  });

  it('refuses links anywhere but http(s), mailto and this site', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x', '/\\evil.example', 'https://', 'ftp://example.org']) {
      expect(problem(linked(href)), href).toBe('link');
    }
    expect(isAllowedHref('https://example.org')).toBe(true);
  });

  it('refuses images that are not raster files the site stores: SVG, data: URLs, other hosts, paths that climb', () => {
    expect(problem(image('/files/public/logo.svg'))).toBe('image');
    expect(problem(image('/files/public/logo.SVGZ'))).toBe('image');
    expect(problem(image('data:image/png;base64,iVBORw0KGgo='))).toBe('image');
    expect(problem(image('https://evil.example/a.png'))).toBe('image');
    expect(problem(image('/files/public/../private/a.png'))).toBe('image');
    expect(problem(image('/files/public/a.png', '  '))).toBe('imageAlt');
  });

  it('refuses more text than the field holds, counted in graphemes, and documents nested too deep', () => {
    expect(checkRichText(inParagraph({ type: 'text', text: '👍🏽'.repeat(5) }), 5).ok).toBe(true);
    expect(checkRichText(inParagraph({ type: 'text', text: '👍🏽'.repeat(6) }), 5)).toEqual({ ok: false, problem: 'tooLong' });
    let nested: object = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let level = 0; level < 10; level += 1) nested = { type: 'blockquote', content: [nested] };
    expect(problem(asBlock(nested))).toBe('tooLong');
  });
});

describe('paragraphsToDocument (text kept before rich text)', () => {
  it('keeps every paragraph and every line of it, as the pages showed them', () => {
    const text = '  第一段。\n\n第二段：\n第二行。\n \nLast <b>paragraph</b> & more  \n\n\n';
    const document = paragraphsToDocument(text);
    expect(documentParagraphs(document)).toEqual(['第一段。', '第二段：\n第二行。', 'Last <b>paragraph</b> & more']);
    expect(document.content[1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: '第二段：' }, { type: 'hardBreak' }, { type: 'text', text: '第二行。' }] });
    // What it makes is a document the server keeps as it is.
    expect(checkRichText(document, limit)).toEqual({ ok: true, document });
    expect(paragraphsToDocument('')).toEqual({ type: 'doc', content: [] });
  });

  it('reads back as the same plain text (a page description, a search)', () => {
    expect(documentText(good)).toBe('青年的第一步\n\nRead the report\nor write to us and see\n\none\n\nthree\n\nA quote');
  });
});
