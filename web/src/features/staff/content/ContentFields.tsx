import { useWatch } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import {
  CheckboxField,
  CheckboxGroupField,
  CountedTextField,
  FieldArray,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/Form/index.ts';
import { useLang } from '../../../app/i18n/lang.tsx';
import type { ContentFamily, StaffLanguage } from '../../../generated/types.ts';
import { TaipeiTimeField } from '../common/TaipeiTimeField.tsx';
import styles from '../common/page.module.css';
import { useStaffContentRecordsQuery } from './contentList.generated.ts';
import { choiceLabel, fieldLabel, languageName } from './fieldLabels.ts';
import { recordTitle, type FamilySpec, type FieldSpec } from './fieldValues.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { useContentFamilies } from './useContentFamily.ts';
import { RichTextField } from './rich-text/RichTextField.tsx';

// A list has no count limit in the specs; the server holds the real one (a team's 10 members).
const listMax = 50;

/** The form's fields, one per field spec of the family, in the family's order. */
export function ContentFields({ family }: { family: FamilySpec }) {
  return (
    <>
      {family.fields.map((spec) => (
        <ContentField key={spec.name} family={family.family} spec={spec} />
      ))}
    </>
  );
}

const languageCodes: Record<StaffLanguage, { key: 'zhTw' | 'en'; lang: string }> = {
  ZH_TW: { key: 'zhTw', lang: 'zh-Hant-TW' },
  EN: { key: 'en', lang: 'en' },
};

/** "Question (Chinese)" / "問題（英文）". */
const inLanguage = (intl: IntlShape, label: string, language: StaffLanguage) =>
  intl.formatMessage({ id: 'staff.content.inLanguage' }, { label, language: languageName(intl, language) });

function ContentField({ family, spec }: { family: ContentFamily; spec: FieldSpec }) {
  const intl = useIntl();
  const label = fieldLabel(intl, family, spec.name);
  switch (spec.kind) {
    case 'LOCALISED':
      return <LocalisedPair path={spec.name} label={label} spec={spec} />;
    case 'RICH_TEXT':
      return <RichTextPair family={family} path={spec.name} label={label} required={spec.required} />;
    case 'LOCALISED_LIST':
      return (
        <FieldArray
          name={spec.name}
          legend={label}
          min={spec.required ? 1 : 0}
          max={listMax}
          newItem={() => ({ zhTw: '', en: '' })}
          itemLegend={(index) => intl.formatMessage({ id: 'staff.content.list.item' }, { label, n: index + 1 })}
          addLabel={intl.formatMessage({ id: 'staff.content.list.add' }, { label })}
          removeLabel={(index) => intl.formatMessage({ id: 'staff.content.list.remove' }, { label, n: index + 1 })}
        >
          {({ path, index }) => (
            <LocalisedPair path={path} label={intl.formatMessage({ id: 'staff.content.list.item' }, { label, n: index + 1 })} spec={spec} />
          )}
        </FieldArray>
      );
    case 'PATH_LIST':
      return (
        <FieldArray
          name={spec.name}
          legend={label}
          min={spec.required ? 1 : 0}
          max={listMax}
          newItem={() => ({ path: '' })}
          itemLegend={(index) => intl.formatMessage({ id: 'staff.content.list.item' }, { label, n: index + 1 })}
          addLabel={intl.formatMessage({ id: 'staff.content.list.add' }, { label })}
          removeLabel={(index) => intl.formatMessage({ id: 'staff.content.list.remove' }, { label, n: index + 1 })}
        >
          {({ path, index }) => (
            <PathField
              name={`${path}.path`}
              label={intl.formatMessage({ id: 'staff.content.list.item' }, { label, n: index + 1 })}
              image={spec.image}
              required={spec.required}
            />
          )}
        </FieldArray>
      );
    case 'ID_LIST':
      return spec.refers ? <ReferenceField name={spec.name} label={label} refers={spec.refers} required={spec.required} /> : null;
    case 'FLAG':
      return <CheckboxField name={spec.name} label={label} />;
    case 'CHOICE':
      return (
        <SelectField
          name={spec.name}
          label={label}
          required={spec.required}
          options={(spec.choices ?? []).map((value) => ({ value, label: choiceLabel(intl, spec.name, value) }))}
        />
      );
    case 'DATE':
      return <TextField name={spec.name} type="date" label={label} required={spec.required} />;
    case 'DATE_TIME':
      return <TaipeiTimeField name={spec.name} label={label} required={spec.required} />;
    case 'NUMBER':
      return <TextField name={spec.name} inputMode="numeric" label={label} required={spec.required} />;
    case 'PATH':
      return (
        <>
          <PathField name={spec.name} label={label} image={spec.image} required={spec.required} />
          {spec.image ? <ImageUpload family={family} field={spec.name} label={label} /> : null}
        </>
      );
    default:
      return <Text name={spec.name} label={label} spec={spec} />;
  }
}

/** A text in both languages side by side (stacked on a phone), each with its live count against the limit. */
function LocalisedPair({ path, label, spec }: { path: string; label: string; spec: FieldSpec }) {
  const intl = useIntl();
  return (
    <div className={styles.side}>
      {(['ZH_TW', 'EN'] as const).map((language) => (
        <Text
          key={language}
          name={`${path}.${languageCodes[language].key}`}
          label={inLanguage(intl, label, language)}
          spec={spec}
          lang={languageCodes[language].lang}
        />
      ))}
    </div>
  );
}

/** A rich text's two documents side by side (stacked on a phone), each in its own editor, its images uploaded for the field. */
function RichTextPair({ family, path, label, required }: { family: ContentFamily; path: string; label: string; required: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.side}>
      {(['ZH_TW', 'EN'] as const).map((language) => (
        <RichTextField
          key={language}
          name={`${path}.${languageCodes[language].key}`}
          label={inLanguage(intl, label, language)}
          lang={languageCodes[language].lang}
          required={required}
          images={{ family, field: path, language: languageCodes[language].key }}
          languageName={languageName(intl, language)}
        />
      ))}
    </div>
  );
}

/**
 * One text: a box for long texts, with a counter when the family limits it (the counter's line is
 * always there, so typing past the limit moves nothing).
 */
function Text({ name, label, spec, lang }: { name: string; label: string; spec: FieldSpec; lang?: string }) {
  const max = spec.maxLength ?? undefined;
  if (spec.multiline) return <TextAreaField name={name} label={label} max={max} required={spec.required} lang={lang} rows={8} />;
  if (max !== undefined) return <CountedTextField name={name} label={label} max={max} required={spec.required} lang={lang} />;
  return <TextField name={name} label={label} required={spec.required} lang={lang} />;
}

/** An address (`/files/public/…` or a full URL); an image's is shown under it. */
function PathField({ name, label, image, required }: { name: string; label: string; image: boolean; required: boolean }) {
  const intl = useIntl();
  const value = useWatch({ name }) as string | undefined;
  const shown = image && value && /^(\/|https?:\/\/)/.test(value.trim()) ? value.trim() : null;
  return (
    <div>
      <TextField name={name} label={label} required={required} hint={intl.formatMessage({ id: 'staff.content.pathHint' })} spellCheck={false} />
      {shown ? <img className={styles.thumb} src={shown} alt={intl.formatMessage({ id: 'staff.content.imagePreview' }, { label })} /> : null}
    </div>
  );
}

/** Ids of another family's records (an article's tags), chosen by their titles. */
function ReferenceField({ name, label, refers, required }: { name: string; label: string; refers: ContentFamily; required: boolean }) {
  const lang = useLang();
  const intl = useIntl();
  const { data: families } = useContentFamilies();
  const { data } = useStaffContentRecordsQuery({ variables: { family: refers }, context: { silentErrors: true } });
  const referred = families?.staffContentFamilies.find((candidate) => candidate.family === refers);
  const options = (data?.staffContentRecords ?? []).map((record) => ({
    value: record.id,
    label: (referred && recordTitle(referred, record.fields, lang)) ?? intl.formatMessage({ id: 'staff.content.untitled' }),
  }));
  return <CheckboxGroupField name={name} legend={label} options={options} required={required} inline />;
}
