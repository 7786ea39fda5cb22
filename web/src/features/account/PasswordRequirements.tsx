import { defineMessages, useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { password as passwordLimits } from '@yip/rules/constants';
import styles from './Account.module.css';

const messages = defineMessages({
  title: { id: 'register.password.requirements' },
  length: { id: 'register.password.length' },
  upper: { id: 'register.password.upper' },
  lower: { id: 'register.password.lower' },
  digit: { id: 'register.password.digit' },
  special: { id: 'register.password.special' },
  met: { id: 'register.password.met' },
  unmet: { id: 'register.password.unmet' },
});

// The same tests as registerPassword() in @yip/rules, one per line of the list (spec §5).
const requirements = [
  { key: 'length', test: (v: string) => v.length >= passwordLimits.registerMinLength },
  { key: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { key: 'digit', test: (v: string) => /\d/.test(v) },
  { key: 'special', test: (v: string) => /[^A-Za-z0-9\s]/.test(v) },
] as const;

/** The live list of password requirements under a new-password field. */
export function PasswordRequirements({ id, name = 'password' }: { id: string; name?: string }) {
  const intl = useIntl();
  const value = (useWatch({ name }) as string | undefined) ?? '';
  return (
    <div id={id}>
      <p className="visually-hidden">{intl.formatMessage(messages.title)}</p>
      <ul className={styles.requirements}>
        {requirements.map((r) => {
          const met = r.test(value);
          return (
            <li key={r.key} className={styles.requirement} data-met={met}>
              {intl.formatMessage(messages[r.key], { min: passwordLimits.registerMinLength })}
              <span className="visually-hidden"> ({intl.formatMessage(met ? messages.met : messages.unmet)})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
