import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { SchemaForm } from '../../../components/Form/index.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';
import { TaipeiTime } from '../common/time.tsx';
import type { StaffContentRecordFieldsFragment } from './content.generated.ts';
import { fieldLabel } from './fieldLabels.ts';
import { changedFields, fieldNamed, formData, toFormValue, type ContentFormValues, type FamilySpec } from './fieldValues.ts';
import { FieldValueView } from './FieldValueView.tsx';
import content from './content.module.css';

/**
 * A save refused because a colleague saved first (STALE_VERSION): what they saved beside what the
 * officer typed, field by field where the two differ. The officer takes theirs (a field or all of
 * it) or saves their own over it knowingly; the form keeps what they typed until then.
 */
export function ConflictPanel({
  spec,
  theirs,
  form,
  onTakeTheirs,
  onKeepMine,
}: {
  spec: FamilySpec;
  theirs: StaffContentRecordFieldsFragment;
  form: SchemaForm<ContentFormValues, ContentFormValues>;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const mine = formData(spec.fields, useWatch({ control: form.control }) as ContentFormValues);
  const differing = new Set(changedFields(spec.fields, theirs.fields, mine));
  const rows = spec.fields.filter((field) => differing.has(field.name));

  return (
    <section className={`${styles.panel} ${content.widePanel}`} aria-labelledby="content-conflict-heading">
      <h2 id="content-conflict-heading">{f({ id: 'staff.content.conflict.title' })}</h2>
      <p role="alert">
        {f(
          { id: 'staff.content.conflict.body' },
          { who: theirs.updatedBy ?? f({ id: 'staff.content.conflict.someone' }), when: <TaipeiTime key="when" iso={theirs.updatedAt} /> },
        )}
      </p>
      {rows.length > 0 ? (
        <TableScroll label={f({ id: 'staff.content.conflict.caption' })}>
          <table className={`${styles.table} ${styles.wide}`}>
            <caption className="visually-hidden">{f({ id: 'staff.content.conflict.caption' })}</caption>
            <thead>
              <tr>
                <th scope="col">{f({ id: 'staff.content.compare.field' })}</th>
                <th scope="col">{f({ id: 'staff.content.conflict.theirs' })}</th>
                <th scope="col">{f({ id: 'staff.content.conflict.yours' })}</th>
                <th scope="col">{f({ id: 'staff.content.column.actions' })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((field) => {
                const label = fieldLabel(intl, spec.family, field.name);
                return (
                  <tr key={field.name}>
                    <th scope="row">{label}</th>
                    <td>
                      <FieldValueView spec={field} data={fieldNamed(theirs.fields, field.name)} />
                    </td>
                    <td>
                      <FieldValueView spec={field} data={fieldNamed(mine, field.name)} />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={f({ id: 'staff.content.conflict.useTheirsNamed' }, { field: label })}
                        onClick={() =>
                          form.setValue(field.name, toFormValue(field, fieldNamed(theirs.fields, field.name)), { shouldDirty: true, shouldValidate: true })
                        }
                      >
                        {f({ id: 'staff.content.conflict.useTheirs' })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>{f({ id: 'staff.content.conflict.same' })}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onKeepMine}>
          {f({ id: 'staff.content.conflict.keepMine' })}
        </button>
        <button type="button" className="button button-secondary" onClick={onTakeTheirs}>
          {f({ id: 'staff.content.conflict.takeTheirs' })}
        </button>
      </div>
    </section>
  );
}
