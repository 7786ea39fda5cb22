// Rich text (issue 21): an article's body and the pages' long descriptions, kept as a small
// allowlisted subset of ProseMirror JSON, one document per language. Every tier shares these types:
// the backend checks what it is sent with rich-text-check.ts, the gateway reads them, the public
// pages render them to elements (never to HTML strings).

/** Inline formatting. A link's address is one `isAllowedHref` accepts. */
export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' };

export type RichListItem = {
  type: 'listItem';
  content: RichBlock[];
};

export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  /** Level 2 or 3: the page's title is the one level-1 heading. */
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: RichInline[] }
  | { type: 'bulletList'; content: RichListItem[] }
  /** `start` only when the numbering does not start at 1. */
  | { type: 'orderedList'; attrs?: { start: number }; content: RichListItem[] }
  | { type: 'blockquote'; content: RichBlock[] }
  /** An uploaded raster image (`isAllowedImageSrc`), with its description in the document's language. */
  | { type: 'image'; attrs: { src: string; alt: string } };

export type RichDocument = {
  type: 'doc';
  content: RichBlock[];
};

export const richHeadingLevels = [2, 3] as const;

/** How far blocks may nest (a list in a list in a quote…), and how many nodes a document may hold. */
export const richTextLimits = { depth: 8, nodes: 5_000, hrefLength: 2_048, altLength: 250 } as const;

// Control characters (other than tab and line breaks) and white space never belong in an address.
// eslint-disable-next-line no-control-regex
const unsafeInAddress = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * Whether a link may go where it points: `http(s)://host…`, `mailto:…` or a path on this site
 * (`/…`, never `//host`). Everything else (`javascript:`, `data:`, `vbscript:`…) is refused.
 */
export function isAllowedHref(href: string): boolean {
  if (href.length === 0 || href.length > richTextLimits.hrefLength || unsafeInAddress.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (/^mailto:[^/]/i.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}

const rasterImage = /^\/files\/public\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|webp|avif|gif)$/i;

/** An image the site stores itself, in a raster format: no data: URL, no other host, no SVG (it can carry script). */
export const isAllowedImageSrc = (src: string): boolean => src.length <= richTextLimits.hrefLength && rasterImage.test(src);

const inlineText = (content: readonly RichInline[] | undefined): string =>
  (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');

/** The document's text blocks in reading order (a list item's paragraphs each one), empty ones left out. */
export function documentParagraphs(document: RichDocument): string[] {
  const out: string[] = [];
  const walk = (blocks: readonly RichBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph' || block.type === 'heading') out.push(inlineText(block.content).trim());
      else if (block.type === 'blockquote') walk(block.content);
      else if (block.type === 'bulletList' || block.type === 'orderedList') for (const item of block.content) walk(item.content);
    }
  };
  walk(document.content);
  return out.filter((paragraph) => paragraph !== '');
}

/** The document as plain text, blocks separated by blank lines (a page's description, a search). */
export const documentText = (document: RichDocument): string => documentParagraphs(document).join('\n\n');

/** Whether a document says nothing: no text and no image. */
export function isBlankDocument(document: RichDocument): boolean {
  const hasImage = (blocks: readonly RichBlock[]): boolean =>
    blocks.some(
      (block) =>
        block.type === 'image' ||
        (block.type === 'blockquote' && hasImage(block.content)) ||
        ((block.type === 'bulletList' || block.type === 'orderedList') && block.content.some((item) => hasImage(item.content))),
    );
  return documentParagraphs(document).length === 0 && !hasImage(document.content);
}

export const emptyDocument = (): RichDocument => ({ type: 'doc', content: [] });

/** Plain text's paragraphs: separated by blank lines, trimmed, empty ones left out (line breaks inside kept). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * Text kept before rich text (paragraphs separated by blank lines) as a document: each paragraph a
 * paragraph, a single line break inside one a hard break, so every character the officer typed
 * stays (only the blank lines between paragraphs and the spaces around them go, as the pages showed).
 */
export function paragraphsToDocument(text: string): RichDocument {
  return {
    type: 'doc',
    content: splitParagraphs(text).map((paragraph) => {
      const lines = paragraph.split(/\r?\n/);
      const content = lines.flatMap((line, index): RichInline[] => [
        ...(index > 0 ? [{ type: 'hardBreak' } as const] : []),
        ...(line === '' ? [] : [{ type: 'text', text: line } as const]),
      ]);
      return { type: 'paragraph', content };
    }),
  };
}
