import { incubator } from '@yip/rules';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FieldArray } from '../../components/Form/FieldArray.tsx';
import { TextField } from '../../components/Form/TextFields.tsx';
import { memberLabels, teamLabels } from '../../components/Application/incubator/labels.ts';
import { emptyMember } from './values.ts';
import styles from '../../components/Application/Apply.module.css';

/**
 * Members (1–10; a new form has one, the leader and main contact). The age rule is said beside the
 * birthdays with the date it is checked on: the session's apply end, in Taipei.
 */
export function TeamMembers({ applyEnd, timeZone }: { applyEnd: string | null; timeZone: string }) {
  const intl = useIntl();
  const f = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(descriptor, values);
  const memberLegend = (index: number) => (index === 0 ? `${f(teamLabels.member, { n: 1 })} (${f(teamLabels.leader)})` : f(teamLabels.member, { n: index + 1 }));
  const deadline = applyEnd ? intl.formatDate(applyEnd, { dateStyle: 'long', timeZone }) : '—';
  return (
    <FieldArray
      name="members"
      legend={f(teamLabels.members)}
      hint={f(teamLabels.membersHint, { min: incubator.members.min, max: incubator.members.max, age: incubator.maxAge, date: deadline })}
      min={incubator.members.min}
      max={incubator.members.max}
      newItem={emptyMember}
      itemLegend={memberLegend}
      addLabel={f(teamLabels.addMember)}
      removeLabel={(index) => f(teamLabels.removeMember, { n: index + 1 })}
    >
      {({ path }) => (
        <div className={styles.grid}>
          <TextField name={`${path}.name`} label={f(memberLabels.name)} autoComplete="off" required />
          <TextField name={`${path}.phone`} type="tel" label={f(memberLabels.phone)} hint={f(memberLabels.phoneHint)} autoComplete="off" required />
          <TextField name={`${path}.email`} type="email" label={f(memberLabels.email)} autoComplete="off" required />
          <TextField name={`${path}.department`} label={f(memberLabels.department)} autoComplete="off" required />
          <TextField name={`${path}.birthday`} type="date" label={f(memberLabels.birthday)} autoComplete="off" required />
        </div>
      )}
    </FieldArray>
  );
}
