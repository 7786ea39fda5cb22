// The rich-text toolbar's image form: a file uploaded for the text (the `inline` slot: kept whole at
// its own shape, made in the sizes the public page picks from) or the address of an image already
// on the site, and its description in the document's language. The upload goes through the studio's
// image mutation with the rich field as its field; a refusal is said under the file from the
// catalogue and everything typed stays, so the officer can change the file and try again.
import { characterCount } from '@yip/rules';
import { contentImageAltMax, contentImageMaxBytes, inlineImageRule } from '@yip/rules/content-images';
import { isAllowedImageSrc } from '@yip/rules/rich-text';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ContentFamily } from '../../../../generated/types.ts';
import { refusal } from '../../common/failure.ts';
import { useStaffUploadContentImageMutation } from '../contentImage.generated.ts';
import styles from './RichText.module.css';

const messages = defineMessages({
  image: { id: 'staff.content.rich.image' },
  source: { id: 'staff.content.rich.imageSource' },
  fromFile: { id: 'staff.content.rich.imageFromFile' },
  fromAddress: { id: 'staff.content.rich.imageFromAddress' },
  file: { id: 'staff.content.image.file' },
  rule: { id: 'staff.content.rich.imageRule' },
  address: { id: 'staff.content.rich.imageAddress' },
  alt: { id: 'staff.content.rich.imageAlt' },
  insert: { id: 'staff.content.rich.imageInsert' },
  sending: { id: 'staff.content.image.sending' },
  cancel: { id: 'staff.content.rich.cancel' },
  noFile: { id: 'staff.content.image.noFile' },
  kind: { id: 'staff.content.image.refused.kind' },
  fileTooLarge: { id: 'staff.content.image.tooLarge' },
  tooSmall: { id: 'staff.content.rich.imageTooSmall' },
  aspect: { id: 'staff.content.rich.imageAspect' },
  tooManyPixels: { id: 'staff.content.image.refused.tooManyPixels' },
  unreadable: { id: 'staff.content.image.refused.unreadable' },
  failed: { id: 'staff.content.image.failed' },
  addressRefused: { id: 'staff.content.rich.imageRefused' },
  altRequired: { id: 'staff.content.rich.altRequired' },
  altTooLong: { id: 'staff.content.rich.altTooLong' },
});
type MessageKey = keyof typeof messages;

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
/** The server's refusals of a file (`extensions.reason`), each said in the catalogue. */
const refusals: Record<string, MessageKey> = {
  IMAGE_KIND: 'kind',
  IMAGE_TOO_SMALL: 'tooSmall',
  IMAGE_ASPECT: 'aspect',
  IMAGE_TOO_LARGE: 'tooManyPixels',
  IMAGE_UNREADABLE: 'unreadable',
  ALT_REQUIRED: 'altRequired',
};
// A pixel count reads as one, ungrouped, in either language.
const sizes = { width: String(inlineImageRule.minWidth), max: contentImageAltMax };

/** Where an uploaded image is kept: the record's family and rich field, and the document's language. */
export interface ImageTarget {
  family: ContentFamily;
  field: string;
  language: 'zhTw' | 'en';
}

interface Props {
  target: ImageTarget;
  /** The document's language's name in the officer's language ("English" / "英文"). */
  languageName: string;
  /** The document's language, for the description box (`zh-Hant-TW`, `en`). */
  lang: string;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}

type Problems = Partial<Record<'file' | 'address' | 'alt', MessageKey>>;

export function ImageForm({ target, languageName, lang, onInsert, onClose }: Props) {
  const intl = useIntl();
  const id = useId();
  const t = (key: MessageKey) => intl.formatMessage(messages[key], { ...sizes, language: languageName });
  const [source, setSource] = useState<'file' | 'address'>('file');
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const [upload, { loading }] = useStaffUploadContentImageMutation({ context: { silentErrors: true } });
  // The first choice takes the focus as the form opens, so the keyboard goes on from the button.
  useEffect(() => first.current?.focus(), []);

  const uploaded = async (file: File, words: string): Promise<string | Problems> => {
    const { family, field, language } = target;
    try {
      const input = { family, field, altZhTw: language === 'zhTw' ? words : '', altEn: language === 'en' ? words : '', file };
      const { data } = await upload({ variables: { input } });
      return data ? data.staffUploadContentImage.path : { file: 'failed' };
    } catch (cause) {
      const { code, reason } = refusal(cause);
      const known = reason ? refusals[reason] : undefined;
      if (known === 'altRequired') return { alt: known };
      return { file: known ?? (code === 'PAYLOAD_TOO_LARGE' ? 'fileTooLarge' : 'failed') };
    }
  };

  const apply = async () => {
    const words = alt.trim();
    const file = fileInput.current?.files?.[0];
    const found: Problems = {};
    if (words === '') found.alt = 'altRequired';
    else if (characterCount(words) > contentImageAltMax) found.alt = 'altTooLong';
    if (source === 'address' && !isAllowedImageSrc(address.trim())) found.address = 'addressRefused';
    if (source === 'file') {
      if (!file) found.file = 'noFile';
      else if (!acceptedTypes.includes(file.type)) found.file = 'kind';
      else if (file.size > contentImageMaxBytes) found.file = 'fileTooLarge';
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (source === 'address') return onInsert({ src: address.trim(), alt: words });
    const answer = await uploaded(file!, words);
    if (typeof answer === 'string') onInsert({ src: answer, alt: words });
    else setProblems(answer);
  };

  // Not a <form>: the studio's form is around it, and Enter here must not save the record.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!loading) void apply();
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const problemOf = (name: keyof Problems) => {
    const problem = problems[name];
    return {
      invalid: problem ? true : undefined,
      describedBy: problem ? `${id}-${name}-problem` : undefined,
      text: problem ? (
        <p id={`${id}-${name}-problem`} className={styles.askProblem}>
          {t(problem)}
        </p>
      ) : null,
    };
  };
  const file = problemOf('file');
  const at = problemOf('address');
  const words = problemOf('alt');

  return (
    <div className={styles.ask} role="group" aria-label={t('image')}>
      <fieldset className={styles.askChoice}>
        <legend>{t('source')}</legend>
        {(['file', 'address'] as const).map((each) => (
          <label key={each}>
            <input
              type="radio"
              name={`${id}-source`}
              ref={each === 'file' ? first : undefined}
              checked={source === each}
              onChange={() => setSource(each)}
              onKeyDown={onKeyDown}
            />
            {t(each === 'file' ? 'fromFile' : 'fromAddress')}
          </label>
        ))}
      </fieldset>
      {source === 'file' ? (
        <div className={styles.askField}>
          <label htmlFor={`${id}-file`}>{t('file')}</label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept={acceptedTypes.join(',')}
            aria-invalid={file.invalid}
            aria-describedby={[`${id}-rule`, file.describedBy].filter(Boolean).join(' ')}
          />
          <p id={`${id}-rule`} className={styles.askRule}>
            {t('rule')}
          </p>
          {file.text}
        </div>
      ) : (
        <div className={styles.askField}>
          <label htmlFor={`${id}-address`}>{t('address')}</label>
          <input
            id={`${id}-address`}
            className={styles.askInput}
            value={address}
            spellCheck={false}
            aria-invalid={at.invalid}
            aria-describedby={at.describedBy}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {at.text}
        </div>
      )}
      <div className={styles.askField}>
        <label htmlFor={`${id}-alt`}>{t('alt')}</label>
        <input
          id={`${id}-alt`}
          className={styles.askInput}
          lang={lang}
          value={alt}
          aria-invalid={words.invalid}
          aria-describedby={words.describedBy}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {words.text}
      </div>
      <div className={styles.askActions}>
        <button type="button" className="button button-primary" disabled={loading} onClick={() => void apply()}>
          {t(loading ? 'sending' : 'insert')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
