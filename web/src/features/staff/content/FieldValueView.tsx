import { documentText } from '@yip/rules/rich-text';
import { useIntl } from 'react-intl';
import { TaipeiTime } from '../common/time.tsx';
import { choiceLabel, languageName } from './fieldLabels.ts';
import { normalised, type FieldData, type FieldSpec } from './fieldValues.ts';
import styles from './content.module.css';

/** One field's value as text (a revision's, a colleague's save, the officer's own): both languages, lists, images. */
export function FieldValueView({ spec, data }: { spec: FieldSpec; data: FieldData | undefined }) {
  const intl = useIntl();
  const value = normalised(spec, data);
  if (!value) return <p className={`${styles.value} ${styles.language}`}>{intl.formatMessage({ id: 'staff.content.value.empty' })}</p>;
  if (value.localised) return <Bilingual text={value.localised} />;
  // A rich text compares as its words; the public page shows its formatting.
  if (value.richText) return <Bilingual text={{ zhTw: documentText(value.richText.zhTw), en: documentText(value.richText.en) }} />;
  if (value.localisedList)
    return (
      <ol className={styles.value}>
        {value.localisedList.map((item, index) => (
          <li key={index}>
            <Bilingual text={item} />
          </li>
        ))}
      </ol>
    );
  if (value.texts)
    return (
      <ul className={styles.value}>
        {value.texts.map((path, index) => (
          <li key={index}>{path}</li>
        ))}
      </ul>
    );
  if (value.numbers) return <p className={styles.value}>{value.numbers.map((id) => `#${id}`).join(', ')}</p>;
  if (value.flag !== null && value.flag !== undefined)
    return <p className={styles.value}>{value.flag ? intl.formatMessage({ id: 'staff.content.value.yes' }) : intl.formatMessage({ id: 'staff.content.value.no' })}</p>;
  if (value.number !== null && value.number !== undefined) return <p className={styles.value}>{intl.formatNumber(value.number)}</p>;
  const text = value.text ?? '';
  if (spec.kind === 'DATE_TIME') return <TaipeiTime iso={text} />;
  if (spec.kind === 'CHOICE') return <p className={styles.value}>{choiceLabel(intl, spec.name, text)}</p>;
  return <p className={styles.value}>{text}</p>;
}

/** Both languages of a text, each under its language's name; an empty one shows as a dash. */
function Bilingual({ text }: { text: { zhTw: string; en: string } }) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.value}>
        <span className={styles.language}>{languageName(intl, 'ZH_TW')}</span>
        <span lang="zh-Hant-TW">{text.zhTw || '—'}</span>
      </p>
      <p className={styles.value}>
        <span className={styles.language}>{languageName(intl, 'EN')}</span>
        <span lang="en">{text.en || '—'}</span>
      </p>
    </>
  );
}
