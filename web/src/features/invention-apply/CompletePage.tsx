import { defineMessages, useIntl } from 'react-intl';
import { CompletePanel } from '../../components/Application/CompletePanel.tsx';

const messages = defineMessages({
  nextTitle: { id: 'inventionApply.complete.nextTitle' },
  next1: { id: 'inventionApply.complete.next1' },
  next2: { id: 'inventionApply.complete.next2' },
  next3: { id: 'inventionApply.complete.next3' },
  list: { id: 'inventionApply.complete.list' },
});

/** Step 7, registration successful: the number, what happens next, and the way to the list. */
export default function CompletePage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  return <CompletePanel nextTitle={f(messages.nextTitle)} next={[f(messages.next1), f(messages.next2), f(messages.next3)]} listLabel={f(messages.list)} />;
}
