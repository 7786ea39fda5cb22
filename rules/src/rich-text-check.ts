// The server's check of a rich-text document, whatever the client sent (issue 21): only the nodes,
// marks and attributes of rich-text.ts, links to http(s), mailto or this site, images the site
// stores (raster, never SVG or data:), within a size. What passes comes back normalised (the
// editor's empty attributes and empty text dropped); anything else is refused with why.
import { characterCount } from './fields.ts';
import {
  isAllowedHref,
  isAllowedImageSrc,
  richHeadingLevels,
  richTextLimits,
  type RichBlock,
  type RichDocument,
  type RichInline,
  type RichListItem,
  type RichMark,
} from './rich-text.ts';

/** Why a document was refused: a node, mark or attribute not allowed; a link's or image's address; an image without words; too much text. */
export type RichTextProblem = 'element' | 'link' | 'image' | 'imageAlt' | 'tooLong';

export type RichTextCheck = { ok: true; document: RichDocument } | { ok: false; problem: RichTextProblem };

class Refused extends Error {
  constructor(readonly problem: RichTextProblem) {
    super(problem);
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Attributes the editor writes with an empty value (`null`) when they are not used: accepted that
 * way and dropped. Any of them set, like any attribute not listed here, is refused.
 */
const unusedEditorAttributes: Record<string, readonly string[]> = {
  link: ['target', 'rel', 'class', 'title'],
  image: ['title', 'width', 'height'],
  orderedList: ['type'],
};

class Checker {
  #nodes = 0;
  #graphemes = 0;

  constructor(private readonly maxGraphemes: number) {}

  document(value: unknown): RichDocument {
    const node = this.#node(value, ['content']);
    if (node.type !== 'doc') throw new Refused('element');
    return { type: 'doc', content: this.#blocks(node.content, 1) };
  }

  /** An object with a string `type` and no keys but `type` and those given. */
  #node(value: unknown, keys: readonly string[]): Json & { type: string } {
    if (!isObject(value) || typeof value.type !== 'string') throw new Refused('element');
    for (const key of Object.keys(value)) if (key !== 'type' && !keys.includes(key)) throw new Refused('element');
    this.#nodes += 1;
    if (this.#nodes > richTextLimits.nodes) throw new Refused('tooLong');
    return value as Json & { type: string };
  }

  /** The attributes `allowed` (absent ones left out); the editor's unused ones dropped; any other refused. */
  #attrs(node: Json & { type: string }, allowed: readonly string[]): Json {
    if (node.attrs === undefined || node.attrs === null) return {};
    if (!isObject(node.attrs)) throw new Refused('element');
    const unused = unusedEditorAttributes[node.type] ?? [];
    const kept: Json = {};
    for (const [name, value] of Object.entries(node.attrs)) {
      if (allowed.includes(name)) {
        if (value !== undefined && value !== null) kept[name] = value;
      } else if (!(unused.includes(name) && value === null)) throw new Refused('element');
    }
    return kept;
  }

  /** A node's children: an array, or (where `optional`) nothing. */
  #list(value: unknown, optional: boolean): unknown[] {
    if (value === undefined && optional) return [];
    if (!Array.isArray(value)) throw new Refused('element');
    return value;
  }

  #blocks(value: unknown, depth: number): RichBlock[] {
    if (depth > richTextLimits.depth) throw new Refused('tooLong');
    return this.#list(value, false).flatMap((item) => this.#block(item, depth));
  }

  #block(value: unknown, depth: number): RichBlock[] {
    const node = this.#node(value, ['attrs', 'content']);
    switch (node.type) {
      case 'paragraph': {
        this.#attrs(node, []);
        const content = this.#inlines(node.content);
        // An empty paragraph says nothing (the editor keeps one at the end to type into).
        return content.length === 0 ? [] : [{ type: 'paragraph', content }];
      }
      case 'heading': {
        const { level } = this.#attrs(node, ['level']);
        if (!richHeadingLevels.includes(level as 2 | 3)) throw new Refused('element');
        const content = this.#inlines(node.content);
        return content.length === 0 ? [] : [{ type: 'heading', attrs: { level: level as 2 | 3 }, content }];
      }
      // Containers left empty once their empty paragraphs go are dropped too, so what comes out
      // passes again unchanged.
      case 'bulletList': {
        this.#attrs(node, []);
        const content = this.#items(node.content, depth);
        return content.length === 0 ? [] : [{ type: 'bulletList', content }];
      }
      case 'orderedList': {
        const { start = 1 } = this.#attrs(node, ['start']);
        if (!Number.isInteger(start) || (start as number) < 0 || (start as number) > 9_999) throw new Refused('element');
        const content = this.#items(node.content, depth);
        if (content.length === 0) return [];
        return [start === 1 ? { type: 'orderedList', content } : { type: 'orderedList', attrs: { start: start as number }, content }];
      }
      case 'blockquote': {
        this.#attrs(node, []);
        const content = this.#blocks(node.content, depth + 1);
        return content.length === 0 ? [] : [{ type: 'blockquote', content }];
      }
      case 'image': {
        if (node.content !== undefined) throw new Refused('element');
        const { src, alt } = this.#attrs(node, ['src', 'alt']);
        if (typeof src !== 'string' || !isAllowedImageSrc(src.trim())) throw new Refused('image');
        const words = typeof alt === 'string' ? alt.trim() : '';
        if (words === '') throw new Refused('imageAlt');
        if (words.length > richTextLimits.altLength) throw new Refused('tooLong');
        this.#count(words);
        return [{ type: 'image', attrs: { src: src.trim(), alt: words } }];
      }
      default:
        throw new Refused('element');
    }
  }

  #items(value: unknown, depth: number): RichListItem[] {
    return this.#list(value, false).flatMap((item): RichListItem[] => {
      const node = this.#node(item, ['attrs', 'content']);
      if (node.type !== 'listItem') throw new Refused('element');
      this.#attrs(node, []);
      const content = this.#blocks(node.content, depth + 1);
      return content.length === 0 ? [] : [{ type: 'listItem', content }];
    });
  }

  #inlines(value: unknown): RichInline[] {
    return this.#list(value, true).flatMap((item): RichInline[] => {
      const node = this.#node(item, ['attrs', 'text', 'marks']);
      if (node.type === 'hardBreak') {
        if (node.text !== undefined || node.marks !== undefined) throw new Refused('element');
        this.#attrs(node, []);
        return [{ type: 'hardBreak' }];
      }
      if (node.type !== 'text' || typeof node.text !== 'string' || node.attrs !== undefined) throw new Refused('element');
      if (node.text.includes('\u0000')) throw new Refused('element');
      if (node.text === '') return [];
      this.#count(node.text);
      const marks = this.#marks(node.marks);
      return [marks.length === 0 ? { type: 'text', text: node.text } : { type: 'text', text: node.text, marks }];
    });
  }

  #marks(value: unknown): RichMark[] {
    const marks: RichMark[] = [];
    for (const item of this.#list(value, true)) {
      const mark = this.#node(item, ['attrs']);
      let kept: RichMark;
      if (mark.type === 'bold' || mark.type === 'italic') {
        this.#attrs(mark, []);
        kept = { type: mark.type };
      } else if (mark.type === 'link') {
        const { href } = this.#attrs(mark, ['href']);
        if (typeof href !== 'string' || !isAllowedHref(href.trim())) throw new Refused('link');
        kept = { type: 'link', attrs: { href: href.trim() } };
      } else throw new Refused('element');
      // The same mark twice says nothing more.
      if (!marks.some((other) => other.type === kept.type)) marks.push(kept);
    }
    return marks;
  }

  #count(text: string): void {
    // Without a limit there is nothing to count against (a reader's check, not a writer's).
    if (this.maxGraphemes === Number.POSITIVE_INFINITY) return;
    this.#graphemes += characterCount(text);
    if (this.#graphemes > this.maxGraphemes) throw new Refused('tooLong');
  }
}

/** A document within `maxGraphemes` of text (Infinity: any), normalised, or the first reason it is refused. */
export function checkRichText(value: unknown, maxGraphemes: number): RichTextCheck {
  try {
    return { ok: true, document: new Checker(maxGraphemes).document(value) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    throw error;
  }
}
