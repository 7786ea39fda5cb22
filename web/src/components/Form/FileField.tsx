import { useEffect, useId, useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { checkChosenFile, fileKindMime, imageLargeEnough, imageWithinPixelLimits, ruleMessage, type FileRule, type RuleMessageId } from '@yip/rules';
import { describedBy, FieldMessage, RequiredMark, useFieldError } from './Field.tsx';
import { formatBytes } from './formatBytes.ts';
import { clearRefusal, noteRefusal, type FileRefusal } from './fileRefusals.ts';
import styles from './Form.module.css';

const messages = defineMessages({
  choose: { id: 'form.file.choose' },
  replace: { id: 'form.file.replace' },
  remove: { id: 'form.file.remove' },
  none: { id: 'form.file.none' },
  accepts: { id: 'form.file.accepts' },
  preview: { id: 'form.file.preview' },
  refused: { id: 'form.file.refused' },
});

/** A file the server already holds (`url` is what a save keeps); `downloadUrl` is its short-lived link. */
export interface KeptFile {
  url: string;
  name: string;
  size: number;
  downloadUrl?: string | null;
}

/** A file slot's value: a newly chosen File (uploaded with the next save), a kept file, or none. */
export type FileValue = File | KeptFile | null;

export const isChosenFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

interface FileFieldProps {
  name: string;
  label: string;
  /** The slot's rule from @yip/rules (`competitionFileRules.previewImg`): kinds and size, checked before upload. */
  rule: FileRule;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A file slot: shows the chosen or kept file (name, size, a preview of an image), refuses a file of
 * the wrong kind or size with the rule's message before anything is sent, and can replace or remove it.
 */
export function FileField({ name, label, rule, hint, required, disabled }: FileFieldProps) {
  const intl = useIntl();
  const id = useId();
  const { setError, clearErrors, control } = useFormContext();
  const { field } = useController({ name });
  const fieldError = useFieldError(name);
  // A refusal outlives a save's validation (which replaces the form's errors): the slot says which
  // file was not kept and why until another is chosen or the slot is emptied.
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const error = fieldError ?? (refusal ? { type: 'chosenFile', message: refusal.reason } : undefined);
  const value = toFileValue(field.value);
  const preview = usePreviewUrl(value);
  const ids = { label: `${id}-label`, button: `${id}-button`, status: `${id}-status`, rule: `${id}-rule`, hint: `${id}-hint`, error: `${id}-error` };

  const settle = (file: File, problem: RuleMessageId | null) => {
    if (problem) {
      // The refused file never becomes the value: the slot keeps what it had.
      const refused = { name, fileName: file.name, reason: problem };
      noteRefusal(control, refused);
      setRefusal(refused);
      setError(name, { type: 'chosenFile', message: problem }, { shouldFocus: false });
      return;
    }
    forgetRefusal();
    clearErrors(name);
    field.onChange(file);
  };

  const forgetRefusal = () => {
    clearRefusal(control, name);
    setRefusal(null);
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkChosenFile(file, rule);
    if (problem || rule.minSidePx === undefined) return settle(file, problem);
    void imageSizeProblem(file, rule.minSidePx).then((sizeProblem) => settle(file, sizeProblem));
  };

  const remove = () => {
    forgetRefusal();
    clearErrors(name);
    field.onChange(null);
  };

  return (
    <div className={styles.field}>
      <label id={ids.label} htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={styles.file}>
        {preview ? <img className={styles.preview} src={preview} alt={intl.formatMessage(messages.preview, { name: value?.name })} /> : null}
        <p id={ids.status} className={styles.fileStatus}>
          {value ? (
            <>
              <span className={styles.fileName}>{value.name}</span> <span className={styles.hint}>({formatBytes(intl, value.size)})</span>
            </>
          ) : (
            <span className={styles.hint}>{intl.formatMessage(messages.none)}</span>
          )}
        </p>
        <div className={styles.fileActions}>
          <input
            id={id}
            ref={field.ref}
            type="file"
            className={styles.fileInput}
            accept={acceptOf(rule)}
            disabled={disabled}
            aria-labelledby={`${ids.label} ${ids.button}`}
            aria-describedby={describedBy(ids.status, ids.rule, hint !== undefined && ids.hint, error && ids.error)}
            aria-invalid={error ? true : undefined}
            onBlur={field.onBlur}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file can be chosen again after a removal or a refusal.
              event.target.value = '';
            }}
          />
          <label id={ids.button} htmlFor={id} className="button button-secondary" aria-disabled={disabled || undefined}>
            {intl.formatMessage(value ? messages.replace : messages.choose)}
          </label>
          {value && !disabled ? (
            <button type="button" className={styles.textButton} onClick={remove}>
              {intl.formatMessage(messages.remove, { name: value.name })}
            </button>
          ) : null}
        </div>
      </div>
      <p id={ids.rule} className={styles.hint}>
        {intl.formatMessage(messages.accepts, { kinds: rule.kinds.map((kind) => kind.toUpperCase()).join(' / '), size: formatBytes(intl, rule.maxBytes) })}
      </p>
      {hint !== undefined ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {refusal && error?.message === refusal.reason ? (
        <p id={ids.error} className={styles.error}>
          {intl.formatMessage(messages.refused, { name: refusal.fileName, reason: intl.formatMessage({ id: refusal.reason }) })}
        </p>
      ) : (
        <FieldMessage id={ids.error} error={error} />
      )}
    </div>
  );
}

/**
 * An image slot with a smallest side ('至少須符合2R'): the photo is decoded here to read its pixel
 * size before anything is sent (the backend reads it from the file again). One that cannot be
 * decoded is not an image of the kinds taken.
 */
async function imageSizeProblem(file: File, minSidePx: number): Promise<RuleMessageId | null> {
  const size = await decodedSize(file);
  if (!size) return ruleMessage.fileType;
  // The backend refuses it from the header; saying so here spares the upload.
  if (!imageWithinPixelLimits(size)) return ruleMessage.imageTooLarge;
  return imageLargeEnough(size, minSidePx) ? null : ruleMessage.imageTooSmall;
}

async function decodedSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

function toFileValue(value: unknown): File | KeptFile | null {
  if (isChosenFile(value)) return value;
  if (value && typeof value === 'object' && 'name' in value && 'size' in value) return value as KeptFile;
  return null;
}

const acceptOf = (rule: FileRule) =>
  rule.kinds.flatMap((kind) => [fileKindMime[kind], `.${kind}`, ...(kind === 'jpg' ? ['.jpeg'] : [])]).join(',');

const isImageName = (name: string) => /\.(jpe?g|png)$/i.test(name);

/** An image's preview: an object URL of a chosen file (revoked when it changes), or a kept file's link. */
function usePreviewUrl(value: File | KeptFile | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const chosen = isChosenFile(value) && value.type.startsWith('image/') ? value : null;
  useEffect(() => {
    if (!chosen || typeof URL.createObjectURL !== 'function') return setObjectUrl(null);
    const url = URL.createObjectURL(chosen);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  if (chosen) return objectUrl;
  if (value && !isChosenFile(value) && value.downloadUrl && isImageName(value.name)) return value.downloadUrl;
  return null;
}
