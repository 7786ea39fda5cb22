import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toFailure } from '../../app/apollo.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';
import { useSubscribeNewsletterMutation } from './newsletter.generated.ts';
import styles from './NewsletterForm.module.css';

const messages = defineMessages({
  label: { id: 'subscribe.form.email' },
  placeholder: { id: 'subscribe.form.placeholder' },
  submit: { id: 'subscribe.form.submit' },
  sending: { id: 'subscribe.form.sending' },
  required: { id: 'subscribe.form.required' },
  invalid: { id: 'subscribe.form.invalid' },
  success: { id: 'subscribe.form.success' },
  failed: { id: 'subscribe.form.failed' },
  rateLimited: { id: 'subscribe.form.rateLimited' },
});

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; text: string };

/**
 * The newsletter form (e-mail only). The subscription is double opt-in: success means the
 * confirmation mail is on its way. Errors show inline, in place of the global toast.
 */
export function NewsletterForm({ idPrefix, tone = 'light' }: { idPrefix: string; tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const lang = useLang();
  const [subscribe, { loading }] = useSubscribeNewsletterMutation({ context: { silentErrors: true } });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!email) return setStatus({ kind: 'error', text: intl.formatMessage(messages.required) });
    if (input.validity.typeMismatch || /\s/.test(email)) {
      return setStatus({ kind: 'error', text: intl.formatMessage(messages.invalid) });
    }
    try {
      await subscribe({ variables: { email } });
      setStatus({ kind: 'success' });
      input.value = '';
    } catch (error) {
      const failure = toFailure(error);
      const text =
        failure.code === 'RATE_LIMITED'
          ? intl.formatMessage(messages.rateLimited)
          : (failure.message ?? intl.formatMessage(messages.failed));
      setStatus({ kind: 'error', text });
    }
  };

  const invalid = status.kind === 'error';
  return (
    // Before the page's script runs (or without it) the form posts to the gateway, which subscribes
    // and comes back to subscribe-edm with the result: never a GET with the e-mail in the URL.
    <form className={styles.form} data-tone={tone} method="post" action={localPath(lang, 'subscribe-edm')} noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage(messages.label)}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={styles.input}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
          onChange={() => status.kind !== 'idle' && setStatus({ kind: 'idle' })}
        />
        <button type="submit" className={`button button-primary ${styles.submit}`} disabled={loading}>
          {intl.formatMessage(loading ? messages.sending : messages.submit)}
        </button>
      </div>
      <p id={messageId} className={styles.message} role="status" data-kind={status.kind}>
        {status.kind === 'success' ? intl.formatMessage(messages.success) : status.kind === 'error' ? status.text : ''}
      </p>
    </form>
  );
}
