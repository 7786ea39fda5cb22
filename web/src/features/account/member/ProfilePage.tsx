import { profileInput } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useHydrated } from '../../../app/ssr/clientValues.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { useMemberProfileQuery, useUpdateProfileMutation, type MemberProfileQuery } from './member.generated.ts';
import { AccountPage } from '../AccountPage.tsx';
import { Form, ReadOnlyField, SubmitButton, useFailureToast } from '../../../components/Form/index.ts';
import { MemberDataFields, memberFieldMessages } from '../MemberDataFields.tsx';
import { LogoutEverywhere } from './LogoutEverywhere.tsx';

const messages = defineMessages({
  loading: { id: 'member.loading' },
  submit: { id: 'member.profile.submit' },
  done: { id: 'member.updated' },
  failed: { id: 'member.updateFailed' },
});

const schema = profileInput.extend({ sameContact: z.boolean() });

type Me = NonNullable<MemberProfileQuery['me']>;

function ProfileForm({ me }: { me: Me }) {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureToast();
  const { logout } = useSession();
  const [update] = useUpdateProfileMutation({ context: { silentErrors: true } });
  const contactEmail = me.contactEmail ?? '';

  return (
    <Form
      schema={schema}
      defaultValues={{
        lastName: me.lastName,
        firstName: me.firstName,
        mobile: me.mobile ?? '',
        birthday: me.birthday ?? '',
        contactEmail,
        // E-mail addresses are compared without case, as the backend stores and matches them.
        sameContact: contactEmail === '' || contactEmail.toLowerCase() === me.email.toLowerCase(),
        subscribed: me.subscribed,
      }}
      draftKey={`profile:${me.id}`}
      labelledBy="profile-title"
      onSubmit={async ({ sameContact: _same, ...input }) => {
        try {
          await update({ variables: { input } });
        } catch (error) {
          fail(error, messages.failed);
          throw error;
        }
        // Spec §4: after a profile update the member logs in again.
        toast.show(intl.formatMessage(messages.done), 'success');
        logout();
      }}
    >
      <ReadOnlyField label={intl.formatMessage(memberFieldMessages.email)} hint={intl.formatMessage(memberFieldMessages.emailFixed)} value={me.email} />
      <MemberDataFields loginEmail={me.email} />
      <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
    </Form>
  );
}

export default function ProfilePage() {
  const intl = useIntl();
  // Read once hydrated: the server renders the page for a visitor.
  const hydrated = useHydrated();
  const { data } = useMemberProfileQuery({ fetchPolicy: 'cache-and-network', skip: !hydrated });
  const me = data?.me;
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userProfile)} titleId="profile-title" wide>
      {me ? <ProfileForm me={me} /> : <p aria-busy="true">{intl.formatMessage(messages.loading)}</p>}
      <LogoutEverywhere />
    </AccountPage>
  );
}
