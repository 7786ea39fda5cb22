import { useIntl } from 'react-intl';
import { NotFound } from '../NotFound/NotFound.tsx';
import { applyMessages } from './messages.ts';

/**
 * The one 404 of an application's pages, whether the id never existed or is another member's (the
 * server answers both alike): 'Application not found', and the way to the member's own list.
 */
export function ApplicationNotFound({ list }: { list: { to: string; label: string } }) {
  const intl = useIntl();
  return <NotFound title={intl.formatMessage(applyMessages.notFound)} body={intl.formatMessage(applyMessages.notFoundBody)} back={list} />;
}
