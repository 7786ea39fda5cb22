import { defineMessages, useIntl } from 'react-intl';
import { CompletePanel } from '../../components/Application/CompletePanel.tsx';

const messages = defineMessages({
  nextTitle: { id: 'incubatorApply.complete.nextTitle' },
  next1: { id: 'incubatorApply.complete.next1' },
  next2: { id: 'incubatorApply.complete.next2' },
  next3: { id: 'incubatorApply.complete.next3' },
  list: { id: 'incubatorApply.complete.list' },
});

/** Step 5, registration successful: the number, what happens next, and the way to the list. */
export default function CompletePage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  return <CompletePanel nextTitle={f(messages.nextTitle)} next={[f(messages.next1), f(messages.next2), f(messages.next3)]} listLabel={f(messages.list)} />;
}
