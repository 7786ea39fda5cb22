import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toFailure } from '../../app/apollo.ts';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { NewsletterForm } from '../../components/NewsletterForm/NewsletterForm.tsx';
import { PageHeader } from '../../components/Page/Page.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useConfirmNewsletterMutation } from '../../components/NewsletterForm/newsletter.generated.ts';
import styles from './SubscribePage.module.css';

const messages = defineMessages({
  description: { id: 'seo.subscribe.description' },
  lead: { id: 'subscribe.lead' },
  perks: { id: 'subscribe.perks' },
  confirming: { id: 'subscribe.confirm.pending' },
  confirmed: { id: 'subscribe.confirm.done' },
  confirmFailed: { id: 'subscribe.confirm.failed' },
  sent: { id: 'subscribe.form.success' },
  invalid: { id: 'subscribe.form.invalid' },
  limited: { id: 'subscribe.form.rateLimited' },
  failed: { id: 'subscribe.form.failed' },
});

/** How a form posted without JavaScript went (the gateway's newsletter-form.ts redirects here). */
const formResults = ['sent', 'invalid', 'limited', 'failed'] as const;
type FormResult = (typeof formResults)[number];
const isFormResult = (value: string | null): value is FormResult => (formResults as readonly (string | null)[]).includes(value);

type Confirm = { kind: 'none' } | { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; text: string };

/** subscribe-edm: the newsletter form; `?confirm=<token>` confirms a mailed double opt-in link. */
export default function SubscribePage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.subscribeEdm);
  usePageMeta(title, intl.formatMessage(messages.description));
  const [params] = useSearchParams();
  const token = params.get('confirm');
  const subscribed = params.get('subscribed');
  const formResult = isFormResult(subscribed) ? subscribed : null;
  const [confirmNewsletter] = useConfirmNewsletterMutation({ context: { silentErrors: true } });
  const [confirm, setConfirm] = useState<Confirm>(token ? { kind: 'pending' } : { kind: 'none' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmNewsletter({ variables: { token } })
      .then(() => live && setConfirm({ kind: 'done' }))
      .catch((error: unknown) => {
        if (!live) return;
        const failure = toFailure(error);
        setConfirm({ kind: 'failed', text: failure.message ?? intl.formatMessage(messages.confirmFailed) });
      });
    return () => {
      live = false;
    };
  }, [token, confirmNewsletter, intl]);

  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(messages.lead)} />
      <div className={`container ${styles.body}`}>
        {confirm.kind !== 'none' ? (
          <p className={styles.confirm} role="status" data-kind={confirm.kind}>
            {confirm.kind === 'pending'
              ? intl.formatMessage(messages.confirming)
              : confirm.kind === 'done'
                ? intl.formatMessage(messages.confirmed)
                : confirm.text}
          </p>
        ) : null}
        {formResult ? (
          <p className={styles.confirm} role="status" data-kind={formResult === 'sent' ? 'done' : 'failed'}>
            {intl.formatMessage(messages[formResult])}
          </p>
        ) : null}
        <div className={styles.card}>
          <p>{intl.formatMessage(messages.perks)}</p>
          <NewsletterForm idPrefix="subscribe" />
        </div>
      </div>
    </>
  );
}
