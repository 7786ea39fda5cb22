import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { CheckboxField, TextField } from '../../components/Form/index.ts';
import styles from './Account.module.css';

export const memberFieldMessages = defineMessages({
  lastName: { id: 'member.field.lastName' },
  firstName: { id: 'member.field.firstName' },
  mobile: { id: 'member.field.mobile' },
  mobileHint: { id: 'member.field.mobile.hint' },
  birthday: { id: 'member.field.birthday' },
  email: { id: 'member.field.email' },
  emailFixed: { id: 'member.field.email.fixed' },
  contactEmail: { id: 'member.field.contactEmail' },
  sameContact: { id: 'member.field.sameContact' },
  subscribed: { id: 'member.field.subscribed' },
});

/** The form values of the member data besides the schema's: the same-as-above checkbox. */
export interface SameContact {
  sameContact: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The member data of spec §3 shared by registration, the Google sign-up and the profile: names,
 * mobile, birth date, the mailing e-mail (optionally the same as the login e-mail) and the
 * newsletter choice. `loginEmail` is the address "same as above" copies.
 */
export function MemberDataFields({ loginEmail }: { loginEmail: string }) {
  const intl = useIntl();
  const { setValue, getFieldState } = useFormContext();
  const same = useWatch({ name: 'sameContact' }) === true;

  useEffect(() => {
    if (same) setValue('contactEmail', loginEmail, { shouldDirty: true, shouldValidate: Boolean(getFieldState('contactEmail').error) });
  }, [same, loginEmail, setValue, getFieldState]);

  return (
    <>
      <div className={styles.grid}>
        <TextField name="lastName" label={intl.formatMessage(memberFieldMessages.lastName)} autoComplete="family-name" required />
        <TextField name="firstName" label={intl.formatMessage(memberFieldMessages.firstName)} autoComplete="given-name" required />
        <TextField
          name="mobile"
          type="tel"
          label={intl.formatMessage(memberFieldMessages.mobile)}
          hint={intl.formatMessage(memberFieldMessages.mobileHint)}
          autoComplete="tel"
          inputMode="tel"
          required
        />
        <TextField name="birthday" type="date" label={intl.formatMessage(memberFieldMessages.birthday)} autoComplete="bday" max={today()} required />
      </div>
      <TextField
        name="contactEmail"
        type="email"
        label={intl.formatMessage(memberFieldMessages.contactEmail)}
        autoComplete="email"
        readOnly={same}
        required
      />
      <CheckboxField name="sameContact" label={intl.formatMessage(memberFieldMessages.sameContact)} />
      <CheckboxField name="subscribed" label={intl.formatMessage(memberFieldMessages.subscribed)} />
    </>
  );
}
