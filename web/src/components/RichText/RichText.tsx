// A rich-text document (an article's body, a section's text) as React elements, on the server and
// in the browser alike: each allowed node becomes its element and text stays text, so nothing in a
// document can become markup. The gateway only answers checked documents; the address checks are
// repeated here so a link or image that somehow is not allowed is shown as its words, not followed.
// An uploaded image's sizes are read from its name: WebP and JPEG at each width, its own width and
// height set, so the text below keeps its place while it loads.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentImageVariants } from '@yip/rules/content-images';
import { isAllowedHref, isAllowedImageSrc, type RichBlock, type RichDocument, type RichInline } from '@yip/rules/rich-text';
import { Picture } from '../Picture/Picture.tsx';
import styles from './RichText.module.css';

interface Props {
  document: RichDocument;
  /** The level the document's level-2 headings take on this page (a section under an h2 gives 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

function Inline({ node }: { node: RichInline }): ReactNode {
  if (node.type === 'hardBreak') return <br />;
  let element: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') element = <strong>{element}</strong>;
    else if (mark.type === 'italic') element = <em>{element}</em>;
    else if (isAllowedHref(mark.attrs.href)) {
      const { href } = mark.attrs;
      // A page of this site moves in the app; any other address is a plain link that tells it nothing.
      element = href.startsWith('/') ? <Link to={href}>{element}</Link> : <a href={href} rel="noopener noreferrer">{element}</a>;
    }
  }
  return element;
}

const inlines = (content: readonly RichInline[] | undefined) => (content ?? []).map((node, index) => <Inline key={index} node={node} />);

function Block({ node, headingOffset }: { node: RichBlock; headingOffset: number }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p>{inlines(node.content)}</p>;
    case 'heading': {
      const Tag = `h${node.attrs.level + headingOffset}` as HeadingTag;
      return <Tag className={styles.heading}>{inlines(node.content)}</Tag>;
    }
    case 'bulletList':
    case 'orderedList': {
      const items = node.content.map((item, index) => (
        <li key={index}>
          <Blocks blocks={item.content} headingOffset={headingOffset} />
        </li>
      ));
      return node.type === 'bulletList' ? <ul className={styles.list}>{items}</ul> : <ol className={styles.list} start={node.attrs?.start}>{items}</ol>;
    }
    case 'blockquote':
      return (
        <blockquote className={styles.quote}>
          <Blocks blocks={node.content} headingOffset={headingOffset} />
        </blockquote>
      );
    case 'image':
      return isAllowedImageSrc(node.attrs.src) ? <Image src={node.attrs.src} alt={node.attrs.alt} /> : null;
    default:
      return null;
  }
}

/** The text's measure (the article's column, 50rem at most), for the browser's choice among the sizes. */
const textSizes = '(max-width: 50rem) 100vw, 50rem';

function Image({ src, alt }: { src: string; alt: string }) {
  const variants = contentImageVariants(src);
  if (!variants) return <img className={styles.image} src={src} alt={alt} loading="lazy" decoding="async" />;
  const sources = { webpSrcset: variants.srcset.webp, jpegSrcset: variants.srcset.jpg };
  return (
    <Picture className={styles.image} src={src} sources={sources} sizes={textSizes} width={variants.width} height={variants.height} alt={alt} loading="lazy" decoding="async" />
  );
}

function Blocks({ blocks, headingOffset }: { blocks: readonly RichBlock[]; headingOffset: number }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} node={block} headingOffset={headingOffset} />
      ))}
    </>
  );
}

export function RichText({ document, headingLevel = 2, className }: Props) {
  return (
    <div className={`${styles.richText} ${className ?? ''}`}>
      <Blocks blocks={document.content} headingOffset={headingLevel - 2} />
    </div>
  );
}
