import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { contentImageAltFieldOf, contentImageMaxBytes, contentImageSlotOf, contentImageSlots, type ContentImageSlotName } from '@yip/rules';
import { controlClasses } from '../../../components/Form/index.ts';
import type { ContentFamily } from '../../../generated/types.ts';
import { refusal } from '../common/failure.ts';
import styles from '../common/page.module.css';
import contentStyles from './content.module.css';
import { useStaffUploadContentImageMutation } from './contentImage.generated.ts';
import { backendFamilyName } from './imageSlots.ts';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
/** The server's refusals the officer can act on (`extensions.reason`), each said in the catalogue. */
const refusals: Record<string, string> = {
  IMAGE_KIND: 'staff.content.image.refused.kind',
  IMAGE_TOO_SMALL: 'staff.content.image.refused.tooSmall',
  IMAGE_ASPECT: 'staff.content.image.refused.aspect',
  IMAGE_TOO_LARGE: 'staff.content.image.refused.tooManyPixels',
  IMAGE_UNREADABLE: 'staff.content.image.refused.unreadable',
  ALT_REQUIRED: 'staff.content.image.refused.alt',
};
/** What a slot's image is for, where its label alone does not say. */
const purposes: Partial<Record<ContentImageSlotName, string>> = { og: 'staff.content.image.purpose.og' };

/**
 * Uploads an image for one image field, with its alt text in both languages: the server checks and
 * resizes it, and its path goes into the field (shown under it), to be kept by the record's save.
 * Not a form of its own (it sits inside the record's): its button sends the file alone.
 */
export function ImageUpload({ family, field, label }: { family: ContentFamily; field: string; label: string }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const id = useId();
  const slotName = contentImageSlotOf(backendFamilyName(family), field);
  const altField = contentImageAltFieldOf(backendFamilyName(family), field);
  const { setValue, getValues } = useFormContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const [altZhTw, setAltZhTw] = useState('');
  const [altEn, setAltEn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [upload, { loading }] = useStaffUploadContentImageMutation({ context: { silentErrors: true } });
  if (!slotName) return null;
  const slot = contentImageSlots[slotName];
  const purpose = purposes[slotName];
  // A pixel size reads as one, ungrouped (1920 × 720), in either language.
  const sizes = { width: String(slot.width), height: String(slot.height) };

  const send = async () => {
    setProblem(null);
    setDone(false);
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem(f({ id: 'staff.content.image.noFile' }));
    if (!acceptedTypes.includes(file.type)) return setProblem(f({ id: 'staff.content.image.refused.kind' }));
    if (file.size > contentImageMaxBytes) return setProblem(f({ id: 'staff.content.image.tooLarge' }));
    if (altZhTw.trim() === '' || altEn.trim() === '') return setProblem(f({ id: 'staff.content.image.refused.alt' }));
    try {
      const { data } = await upload({ variables: { input: { family, field, altZhTw, altEn, file } } });
      if (!data) return;
      const image = data.staffUploadContentImage;
      setValue(field, image.path, { shouldDirty: true, shouldValidate: true });
      // A record that keeps the alt texts itself gets them: an image's own field (an article's
      // ogImageAlt) always, the home banner's `alt`, shared by its two images, when it has none yet.
      const alt = altField ? (getValues(altField) as { zhTw?: string; en?: string } | undefined) : undefined;
      if (altField && (altField === `${field}Alt` || (!alt?.zhTw && !alt?.en))) {
        setValue(altField, { zhTw: image.alt.zhTw, en: image.alt.en }, { shouldDirty: true, shouldValidate: true });
      }
      if (fileInput.current) fileInput.current.value = '';
      setDone(true);
    } catch (cause) {
      const { code, reason } = refusal(cause);
      const known = reason ? refusals[reason] : undefined;
      if (known) setProblem(f({ id: known }, sizes));
      else if (code === 'PAYLOAD_TOO_LARGE') setProblem(f({ id: 'staff.content.image.tooLarge' }));
      else setProblem(f({ id: 'staff.content.image.failed' }));
    }
  };

  return (
    <fieldset className={contentStyles.upload} aria-describedby={purpose ? `${id}-purpose ${id}-rule` : `${id}-rule`}>
      <legend>{f({ id: 'staff.content.image.legend' }, { label })}</legend>
      {purpose ? (
        <p id={`${id}-purpose`} className={styles.muted}>
          {f({ id: purpose })}
        </p>
      ) : null}
      <p id={`${id}-rule`} className={styles.muted}>
        {f({ id: 'staff.content.image.rule' }, sizes)}
      </p>
      <div className={controlClasses.field}>
        <label htmlFor={`${id}-file`} className={controlClasses.label}>
          {f({ id: 'staff.content.image.file' })}
        </label>
        <input id={`${id}-file`} ref={fileInput} type="file" accept={acceptedTypes.join(',')} className={controlClasses.input} />
      </div>
      <div className={styles.side}>
        <AltInput id={`${id}-zh`} label={f({ id: 'staff.content.image.altZhTw' })} lang="zh-Hant-TW" value={altZhTw} onChange={setAltZhTw} />
        <AltInput id={`${id}-en`} label={f({ id: 'staff.content.image.altEn' })} lang="en" value={altEn} onChange={setAltEn} />
      </div>
      <button type="button" className="button button-secondary" disabled={loading} onClick={() => void send()}>
        {f({ id: loading ? 'staff.content.image.sending' : 'staff.content.image.send' })}
      </button>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className={styles.success}>
          {f({ id: 'staff.content.image.done' })}
        </p>
      ) : null}
    </fieldset>
  );
}

function AltInput({ id, label, lang, value, onChange }: { id: string; label: string; lang: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={controlClasses.field}>
      <label htmlFor={id} className={controlClasses.label}>
        {label}
      </label>
      <input id={id} lang={lang} className={controlClasses.input} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
