// The studio's rich-text editor (Tiptap on ProseMirror), loaded only when a form has a rich field
// (RichTextField.tsx imports it lazily): its code never reaches the public pages. It offers only
// what the server keeps (rules/src/rich-text.ts); the server checks every document again anyway.
import { isAllowedHref, type RichDocument } from '@yip/rules/rich-text';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import type { ImageTarget } from './ImageForm.tsx';
import { RichTextToolbar, type ToolbarState } from './RichTextToolbar.tsx';
import styles from './RichText.module.css';

export interface RichTextEditorProps {
  value: RichDocument;
  onChange: (value: RichDocument) => void;
  onBlur: () => void;
  /** The field's label (its toolbar is named after it) and the id of the element showing it (naming the text box). */
  label: string;
  labelId: string;
  /** Where the field's hint and error are. */
  describedBy: string | undefined;
  invalid: boolean;
  lang: string;
  /** Where the toolbar's uploaded images go, and the document's language's name for the officer. */
  images: ImageTarget;
  languageName: string;
}

const extensions = [
  StarterKit.configure({
    // Only what the server keeps: no code, rules, strike or underline; headings under the page's title.
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      // No target, rel or class: the public pages decide how a link opens.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

const nothingActive: ToolbarState = {
  heading2: false,
  heading3: false,
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  quote: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

/**
 * A document the editor can put a cursor in: an empty one (a new record's) holds one empty
 * paragraph, else ProseMirror selects "all" of nothing and the toolbar's commands do not apply.
 */
const editable = (value: RichDocument): RichDocument => (value.content.length > 0 ? value : { type: 'doc', content: [{ type: 'paragraph' }] });

/** Which formats the selection has, and what can be undone, for the toolbar's buttons. */
function activeFormats({ editor }: { editor: Editor | null }): ToolbarState | null {
  if (!editor) return null;
  return {
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    quote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The text box's attributes: named by the field's label, described by its hint and error. */
const attributes = ({ labelId, describedBy, invalid, lang }: Pick<RichTextEditorProps, 'labelId' | 'describedBy' | 'invalid' | 'lang'>): Record<string, string> => ({
  class: styles.content ?? '',
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
  lang,
});

export default function RichTextEditor({ value, onChange, onBlur, label, labelId, describedBy, invalid, lang, images, languageName }: RichTextEditorProps) {
  // The last document this editor reported, as JSON: a value that reads otherwise came from outside
  // (a reset after a save, a restored revision). Compared by content: the form hands back copies.
  const reported = useRef(JSON.stringify(value));
  const editor = useEditor({
    extensions,
    content: editable(value),
    immediatelyRender: false,
    editorProps: { attributes: attributes({ labelId, describedBy, invalid, lang }) },
    onUpdate: ({ editor: changed }) => {
      const json = changed.getJSON() as RichDocument;
      reported.current = JSON.stringify(json);
      onChange(json);
    },
    onBlur: () => onBlur(),
  });

  useEffect(() => {
    const incoming = JSON.stringify(value);
    if (editor && incoming !== reported.current) {
      reported.current = incoming;
      editor.commands.setContent(editable(value), { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    // An error appearing (or going) after a save changes what the text box says about itself.
    editor?.setOptions({ editorProps: { attributes: attributes({ labelId, describedBy, invalid, lang }) } });
  }, [editor, labelId, describedBy, invalid, lang]);

  // Until the editor's first transaction the state may still be the one from before it existed.
  const state = useEditorState({ editor, selector: activeFormats }) ?? nothingActive;

  return (
    <div className={styles.editor}>
      {editor ? (
        <RichTextToolbar
          label={label}
          state={state}
          run={(command) => command(editor.chain().focus()).run()}
          images={images}
          languageName={languageName}
          lang={lang}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
