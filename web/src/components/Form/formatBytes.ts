import type { IntlShape } from 'react-intl';

// A file's size in the page's language (3.2 MB, 12 kB). A module of its own: read-only summaries
// and the member's lists show sizes without loading the form kit (zod, react-hook-form, the rules).

export function formatBytes(intl: IntlShape, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
}
