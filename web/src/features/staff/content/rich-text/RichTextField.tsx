// One language of a rich-text field in the studio's form: its label, the editor (its own chunk,
// fetched the first time a form shows a rich field, so neither the public pages nor the console's
// other pages carry it) and its error, the server's refusal shown in the words the server chose.
import type { RichDocument } from '@yip/rules/rich-text';
import { lazy, Suspense, useId } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { controlClasses, describedBy, FieldMessage, RequiredMark, useFieldError } from '../../../../components/Form/index.ts';
import type { ImageTarget } from './ImageForm.tsx';
import styles from './RichText.module.css';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

interface Props {
  name: string;
  label: string;
  lang: string;
  required?: boolean;
  /** Where its images are uploaded to, and its language's name for the officer. */
  images: ImageTarget;
  languageName: string;
}

export function RichTextField({ name, label, lang, required, images, languageName }: Props) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <div className={controlClasses.field}>
      {/* Not a <label>: the text box is not a form control; it and the toolbar name themselves after this. */}
      <p id={labelId} className={controlClasses.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </p>
      <Suspense fallback={<p className={styles.loading}>{intl.formatMessage({ id: 'staff.content.rich.loading' })}</p>}>
        <RichTextEditor
          value={field.value as RichDocument}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          labelId={labelId}
          describedBy={describedBy(error && errorId)}
          invalid={error !== undefined}
          lang={lang}
          images={images}
          languageName={languageName}
        />
      </Suspense>
      {error?.type === 'server' ? (
        <p id={errorId} className={controlClasses.error}>
          {error.message}
        </p>
      ) : (
        <FieldMessage id={errorId} error={error} />
      )}
    </div>
  );
}
