import { sectionRules, type CataloguePart } from '../pageManifest.ts';
import { langOfPath } from '../paths.ts';

// Which parts of the message catalogue a route needs: its section's, in the page manifest (public
// pages only `public`; the account forms `account` too; the applications and the member's own
// pages everything).
export type { CataloguePart };

/** The parts of the catalogue the page at `pathname` renders with. */
export function partsForPath(pathname = '/'): CataloguePart[] {
  const segments = pathname.split('/').filter(Boolean);
  const section = (langOfPath(pathname) ? segments[1] : segments[0]) ?? '';
  return [...sectionRules(section).parts];
}
