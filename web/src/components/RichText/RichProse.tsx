// A rich-text document with the content pages' prose measure (Page.tsx's Prose, for documents). Its
// own file, so only the pages that show rich text carry the renderer.
import type { RichDocument } from '@yip/rules/rich-text';
import styles from '../Page/Page.module.css';
import { RichText } from './RichText.tsx';

export function RichProse({ document, headingLevel, className }: { document: RichDocument; headingLevel?: 2 | 3 | 4; className?: string }) {
  return <RichText document={document} headingLevel={headingLevel} className={`${styles.prose} ${className ?? ''}`} />;
}
