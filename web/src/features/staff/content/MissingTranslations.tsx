import { useIntl } from 'react-intl';
import type { ContentFamily } from '../../../generated/types.ts';
import { fieldLabel, languageName } from './fieldLabels.ts';
import { missingByField, type MissingTranslation } from './missingTranslations.ts';
import styles from './content.module.css';

/** "Answer — English": each field still empty in a language, in the family's order. */
export function MissingTranslations({
  family,
  fieldNames,
  missing,
}: {
  family: ContentFamily;
  fieldNames: readonly string[];
  missing: readonly MissingTranslation[];
}) {
  const intl = useIntl();
  return (
    <ul className={styles.missing}>
      {missingByField(missing, fieldNames).map(({ field, languages }) => (
        <li key={field}>
          {intl.formatMessage(
            { id: 'staff.content.missing.item' },
            {
              field: fieldLabel(intl, family, field),
              languages: intl.formatList(
                languages.map((language) => languageName(intl, language)),
                { type: 'conjunction' },
              ),
            },
          )}
        </li>
      ))}
    </ul>
  );
}
