import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { TextField } from '../../components/Form/index.ts';
import { PasswordRequirements } from './PasswordRequirements.tsx';

const messages = defineMessages({
  confirm: { id: 'auth.field.confirmPassword' },
});

/**
 * A new password with its live requirement list, and its confirmation (registration, reset,
 * change): the fields `password` and `confirmPassword` of a `withConfirmation` schema.
 */
export function NewPasswordFields({ label, rulesId }: { label: MessageDescriptor; rulesId: string }) {
  const intl = useIntl();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(label)}
        autoComplete="new-password"
        required
        describe={{ id: rulesId, node: <PasswordRequirements id={rulesId} /> }}
      />
      <TextField name="confirmPassword" type="password" label={intl.formatMessage(messages.confirm)} autoComplete="new-password" required />
    </>
  );
}
