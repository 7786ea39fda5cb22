// What the member reads when the final upload fails. A refusal of the file itself (its type by its
// bytes, its size) names the internal slot in the server's message (`檔案格式不符：finalFile`), so
// the member is told the field's own message and what the upload takes instead.
import { incubatorFileRules } from '@yip/rules';
import { defineMessages, type IntlShape } from 'react-intl';
import { upstreamFailureMessage } from '../../app/i18n/failureMessages.ts';
import type { ApplyFailure } from '../../components/Application/failures.ts';
import { formatBytes } from '../../components/Form/formatBytes.ts';

const messages = defineMessages({
  fileRefused: { id: 'incubatorFinal.fileRefused' },
  uploadFailed: { id: 'apply.uploadFailed' },
});

/** The backend's path of the final file in `fields` (docs/rest-contract.md, final upload). */
const finalFilePath = 'finalFile';

export function uploadFailureText(failure: ApplyFailure, intl: IntlShape): string {
  const upstream = upstreamFailureMessage(failure.code);
  if (upstream) return intl.formatMessage(upstream);
  const refused = failure.fields.find((field) => field.path === finalFilePath);
  if (refused) return intl.formatMessage(messages.fileRefused, { reason: refused.message, size: formatBytes(intl, incubatorFileRules.finalPdf.maxBytes) });
  return failure.message ?? intl.formatMessage(messages.uploadFailed);
}
