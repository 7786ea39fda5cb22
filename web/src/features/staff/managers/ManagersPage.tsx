import { email } from '@yip/rules';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod';
import { toFailure } from '../../../app/apollo.ts';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { useLang } from '../../../app/i18n/lang.tsx';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Form, SelectField, SubmitButton, TextField } from '../../../components/Form/index.ts';
import { failureReason } from '../common/failure.ts';
import { EmailText } from '../common/EmailText.tsx';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';
import { useFocusOnOutcome } from '../common/useFocusOnOutcome.ts';
import { useStaffSession } from '../session/index.ts';
import { RecoveryCodesRenewal } from './RecoveryCodesRenewal.tsx';
import {
  StaffManagersDocument,
  useStaffDeactivateManagerMutation,
  useStaffInviteManagerMutation,
  useStaffManagersQuery,
  type StaffManagersQuery,
} from './managers.generated.ts';

const messages = defineMessages({
  caption: { id: 'staff.managers.caption' },
  email: { id: 'staff.managers.email' },
  name: { id: 'staff.managers.name' },
  state: { id: 'staff.managers.state' },
  actions: { id: 'staff.managers.actions' },
  active: { id: 'staff.managers.state.active' },
  invited: { id: 'staff.managers.state.invited' },
  deactivated: { id: 'staff.managers.state.deactivated' },
  enrolled: { id: 'staff.managers.enrolled' },
  notEnrolled: { id: 'staff.managers.notEnrolled' },
  you: { id: 'staff.managers.you' },
  deactivate: { id: 'staff.managers.deactivate' },
  confirmTitle: { id: 'staff.managers.confirm.title' },
  confirmBody: { id: 'staff.managers.confirm.body' },
  confirm: { id: 'staff.managers.confirm.submit' },
  cancel: { id: 'staff.managers.confirm.cancel' },
  lastManager: { id: 'staff.managers.lastManager' },
  deactivateFailed: { id: 'staff.managers.deactivateFailed' },
  deactivated_: { id: 'staff.managers.deactivatedNotice' },
  inviteAgain: { id: 'staff.managers.inviteAgain' },
  reinvited: { id: 'staff.managers.reinvitedNotice' },
  inviteTitle: { id: 'staff.managers.invite.title' },
  inviteEmail: { id: 'auth.field.email' },
  inviteLanguage: { id: 'staff.managers.invite.language' },
  zhTw: { id: 'nav.language.zhTw' },
  en: { id: 'nav.language.en' },
  invite: { id: 'staff.managers.invite.submit' },
  invited_: { id: 'staff.managers.invite.sent' },
  inviteFailed: { id: 'staff.managers.invite.failed' },
  loading: { id: 'staff.audit.loading' },
  failed: { id: 'staff.audit.failed' },
});

type Manager = StaffManagersQuery['staffManagers'][number];

const inviteSchema = z.object({ email: email(), language: z.enum(['ZH_TW', 'EN']) });

/** `/{lang}/staff/managers`: the staff accounts, an invitation, and deactivation after a confirmation. */
export default function ManagersPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.staffManagers);
  usePageTitle(title);
  const { account } = useStaffSession();
  const { data, loading, error } = useStaffManagersQuery({ fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const [invite] = useStaffInviteManagerMutation({ context: { silentErrors: true }, refetchQueries: [StaffManagersDocument] });
  const [deactivate, { loading: deactivating }] = useStaffDeactivateManagerMutation({ context: { silentErrors: true } });
  const [inviteStatus, setInviteStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<Manager | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Deactivate gives way to Invite again: the focus goes to the notice instead.
  const said = useFocusOnOutcome<HTMLParagraphElement>(confirming !== null, notice);

  const stateOf = (manager: Manager) => (!manager.active ? messages.deactivated : manager.invited ? messages.invited : messages.active);

  return (
    <section className={styles.page} aria-labelledby="staff-managers-title">
      <div className={styles.head}>
        <h1 id="staff-managers-title">{title}</h1>
      </div>
      {notice ? (
        <p ref={said.ref} tabIndex={-1} role="status" className={styles.success}>
          {notice}
        </p>
      ) : null}
      {error && !data ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      <TableScroll label={intl.formatMessage(messages.caption)} busy={loading}>
        <table className={styles.table}>
          <caption className="visually-hidden">{intl.formatMessage(messages.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.email)}</th>
              <th scope="col">{intl.formatMessage(messages.name)}</th>
              <th scope="col">{intl.formatMessage(messages.state)}</th>
              <th scope="col">{intl.formatMessage(messages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {data?.staffManagers.map((manager) => (
              <tr key={manager.id}>
                <td className={styles.code}>
                  <EmailText email={manager.email} />
                  {manager.id === account?.id ? <> {intl.formatMessage(messages.you)}</> : null}
                </td>
                <td>{[manager.firstName, manager.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td>
                  <span className={manager.active && !manager.invited ? `${styles.badge} ${styles.badgeActive}` : styles.badge}>
                    {intl.formatMessage(stateOf(manager))}
                  </span>{' '}
                  <span className={styles.badge}>{intl.formatMessage(manager.enrolled ? messages.enrolled : messages.notEnrolled)}</span>
                </td>
                <td>
                  {manager.active ? (
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`${intl.formatMessage(messages.deactivate)} ${manager.email}`}
                      onClick={() => {
                        setConfirmError(null);
                        setConfirming(manager);
                      }}
                    >
                      {intl.formatMessage(messages.deactivate)}
                    </button>
                  ) : (
                    // Back only through a new invitation (a new password and authenticator), in the console's language.
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`${intl.formatMessage(messages.inviteAgain)} ${manager.email}`}
                      onClick={async () => {
                        setNotice(null);
                        setInviteStatus(null);
                        try {
                          await invite({ variables: { input: { email: manager.email, language: lang === 'en' ? 'EN' : 'ZH_TW' } } });
                          setNotice(intl.formatMessage(messages.reinvited, { email: manager.email }));
                        } catch (failure) {
                          setInviteStatus({ ok: false, text: toFailure(failure).message ?? intl.formatMessage(messages.inviteFailed) });
                        }
                      }}
                    >
                      {intl.formatMessage(messages.inviteAgain)}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!data && loading ? <p className={styles.empty}>{intl.formatMessage(messages.loading)}</p> : null}
      </TableScroll>

      <section className={styles.panel} aria-labelledby="staff-invite-heading">
        <h2 id="staff-invite-heading">{intl.formatMessage(messages.inviteTitle)}</h2>
        {inviteStatus ? (
          <p role={inviteStatus.ok ? 'status' : 'alert'} className={inviteStatus.ok ? styles.success : styles.error}>
            {inviteStatus.text}
          </p>
        ) : null}
        <Form
          schema={inviteSchema}
          defaultValues={{ email: '', language: lang === 'en' ? 'EN' : 'ZH_TW' }}
          labelledBy="staff-invite-heading"
          onSubmit={async (values, form) => {
            setInviteStatus(null);
            try {
              await invite({ variables: { input: values } });
              setInviteStatus({ ok: true, text: intl.formatMessage(messages.invited_, { email: values.email }) });
              form.reset({ email: '', language: values.language });
            } catch (failure) {
              setInviteStatus({ ok: false, text: toFailure(failure).message ?? intl.formatMessage(messages.inviteFailed) });
              throw failure;
            }
          }}
        >
          <TextField name="email" type="email" label={intl.formatMessage(messages.inviteEmail)} autoComplete="off" required />
          <SelectField
            name="language"
            label={intl.formatMessage(messages.inviteLanguage)}
            options={[
              { value: 'ZH_TW', label: intl.formatMessage(messages.zhTw) },
              { value: 'EN', label: intl.formatMessage(messages.en) },
            ]}
          />
          <SubmitButton>{intl.formatMessage(messages.invite)}</SubmitButton>
        </Form>
      </section>

      <RecoveryCodesRenewal email={account?.email ?? ''} />

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={intl.formatMessage(messages.confirmTitle)}>
        {confirming ? (
          <>
            <p>{intl.formatMessage(messages.confirmBody, { email: confirming.email })}</p>
            {confirmError ? (
              <p role="alert" className={styles.error}>
                {confirmError}
              </p>
            ) : null}
            <p className={styles.actions}>
              <button
                type="button"
                className="button button-primary"
                disabled={deactivating}
                onClick={async () => {
                  setConfirmError(null);
                  try {
                    await deactivate({ variables: { input: { id: confirming.id } } });
                    setNotice(intl.formatMessage(messages.deactivated_, { email: confirming.email }));
                    said.acted();
                    setConfirming(null);
                  } catch (failure) {
                    setConfirmError(
                      failureReason(failure) === 'LAST_MANAGER'
                        ? intl.formatMessage(messages.lastManager)
                        : (toFailure(failure).message ?? intl.formatMessage(messages.deactivateFailed)),
                    );
                  }
                }}
              >
                {intl.formatMessage(messages.confirm)}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                {intl.formatMessage(messages.cancel)}
              </button>
            </p>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
