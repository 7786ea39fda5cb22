// The rich-text editor's toolbar: one button per format, each named in the officer's language and
// pressed while the selection has it; a link asks for its address in a small form under the
// buttons, an image for a file to upload or an address, and its description (ImageForm.tsx); Enter
// applies and Escape closes.
import type { ChainedCommands } from '@tiptap/react';
import { isAllowedHref } from '@yip/rules/rich-text';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ImageForm, type ImageTarget } from './ImageForm.tsx';
import styles from './RichText.module.css';

const messages = defineMessages({
  toolbar: { id: 'staff.content.rich.toolbar' },
  heading2: { id: 'staff.content.rich.heading2' },
  heading3: { id: 'staff.content.rich.heading3' },
  bold: { id: 'staff.content.rich.bold' },
  italic: { id: 'staff.content.rich.italic' },
  bulletList: { id: 'staff.content.rich.bulletList' },
  orderedList: { id: 'staff.content.rich.orderedList' },
  quote: { id: 'staff.content.rich.quote' },
  link: { id: 'staff.content.rich.link' },
  unlink: { id: 'staff.content.rich.unlink' },
  image: { id: 'staff.content.rich.image' },
  undo: { id: 'staff.content.rich.undo' },
  redo: { id: 'staff.content.rich.redo' },
  linkAddress: { id: 'staff.content.rich.linkAddress' },
  apply: { id: 'staff.content.rich.apply' },
  cancel: { id: 'staff.content.rich.cancel' },
  linkRefused: { id: 'staff.content.rich.linkRefused' },
});
type MessageKey = keyof typeof messages;

export interface ToolbarState {
  heading2: boolean;
  heading3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  quote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

type Command = (chain: ChainedCommands) => ChainedCommands;

interface Props {
  label: string;
  state: ToolbarState;
  /** Runs a command on the editor, which then takes the focus back. */
  run: (command: Command) => void;
  /** Where an uploaded image goes, and the document's language (its name for the officer, and its code). */
  images: ImageTarget;
  languageName: string;
  lang: string;
}

interface Tool {
  id: MessageKey;
  pressed?: boolean;
  disabled?: boolean;
  command: Command;
}

export function RichTextToolbar({ label, state, run, images, languageName, lang }: Props) {
  const intl = useIntl();
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const t = (key: MessageKey) => intl.formatMessage(messages[key]);

  const tools: Tool[] = [
    { id: 'heading2', pressed: state.heading2, command: (chain) => chain.toggleHeading({ level: 2 }) },
    { id: 'heading3', pressed: state.heading3, command: (chain) => chain.toggleHeading({ level: 3 }) },
    { id: 'bold', pressed: state.bold, command: (chain) => chain.toggleBold() },
    { id: 'italic', pressed: state.italic, command: (chain) => chain.toggleItalic() },
    { id: 'bulletList', pressed: state.bulletList, command: (chain) => chain.toggleBulletList() },
    { id: 'orderedList', pressed: state.orderedList, command: (chain) => chain.toggleOrderedList() },
    { id: 'quote', pressed: state.quote, command: (chain) => chain.toggleBlockquote() },
  ];
  const history: Tool[] = [
    { id: 'undo', disabled: !state.canUndo, command: (chain) => chain.undo() },
    { id: 'redo', disabled: !state.canRedo, command: (chain) => chain.redo() },
  ];
  const button = (tool: Tool) => (
    <button key={tool.id} type="button" className={styles.tool} aria-pressed={tool.pressed} disabled={tool.disabled} onClick={() => run(tool.command)}>
      {t(tool.id)}
    </button>
  );

  return (
    <div className={styles.toolbarArea}>
      <div role="toolbar" aria-label={intl.formatMessage(messages.toolbar, { label })} className={styles.toolbar}>
        {tools.map(button)}
        <button type="button" className={styles.tool} aria-expanded={asking === 'link'} onClick={() => setAsking(asking === 'link' ? null : 'link')}>
          {t('link')}
        </button>
        {state.link ? button({ id: 'unlink', command: (chain) => chain.extendMarkRange('link').unsetLink() }) : null}
        <button type="button" className={styles.tool} aria-expanded={asking === 'image'} onClick={() => setAsking(asking === 'image' ? null : 'image')}>
          {t('image')}
        </button>
        {history.map(button)}
      </div>
      {asking === 'link' ? (
        <AddressForm
          fields={[{ id: 'linkAddress', check: (value) => (isAllowedHref(value) ? null : 'linkRefused') }]}
          onApply={([href = '']) => {
            run((chain) => chain.extendMarkRange('link').setLink({ href }));
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'image' ? (
        <ImageForm
          target={images}
          languageName={languageName}
          lang={lang}
          onInsert={(image) => {
            run((chain) => chain.setImage(image));
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

interface AddressField {
  id: MessageKey;
  /** Why a value is refused, or null. */
  check: (value: string) => MessageKey | null;
}

/** The few words a link needs, checked as the server checks them before they go in. */
function AddressForm({ fields, onApply, onClose }: { fields: AddressField[]; onApply: (values: string[]) => void; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<string[]>(fields.map(() => ''));
  const [problems, setProblems] = useState<Array<MessageKey | null>>(fields.map(() => null));
  const t = (key: MessageKey) => intl.formatMessage(messages[key]);
  const first = useRef<HTMLInputElement>(null);
  // The first box takes the focus as the form opens, so the keyboard goes on from the button.
  useEffect(() => first.current?.focus(), []);

  // Not a <form>: the studio's form is around it, and Enter here must not save the record.
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = values.map((value) => value.trim());
    const found = fields.map((field, index) => field.check(trimmed[index] ?? ''));
    setProblems(found);
    if (found.every((problem) => problem === null)) onApply(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div className={styles.ask} role="group" aria-label={t(fields[0]?.id ?? 'linkAddress')}>
      {fields.map((field, index) => {
        const problem = problems[index];
        return (
          <div key={field.id} className={styles.askField}>
            <label htmlFor={`${id}-${field.id}`}>{t(field.id)}</label>
            <input
              id={`${id}-${field.id}`}
              className={styles.askInput}
              value={values[index]}
              ref={index === 0 ? first : undefined}
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-${field.id}-problem` : undefined}
              onChange={(event) => setValues(values.map((value, at) => (at === index ? event.target.value : value)))}
              onKeyDown={onKeyDown}
            />
            {problem ? (
              <p id={`${id}-${field.id}-problem`} className={styles.askProblem}>
                {t(problem)}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className={styles.askActions}>
        <button type="button" className="button button-primary" onClick={() => apply()}>
          {t('apply')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
