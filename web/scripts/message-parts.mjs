// The message catalogue is split by area so a public page loads only the public messages: the
// forms of the account pages and the applications' steps come with their routes
// (src/app/pageManifest.ts says which sections need which part).

/** Id prefixes (the part before the first dot) of each part beyond `public`. */
export const partPrefixes = {
  account: ['auth', 'register', 'member', 'form', 'validation', 'stepper'],
  apply: ['apply', 'inventionApply', 'incubatorApply', 'incubatorFinal'],
  staff: ['staff'],
};

export const parts = ['public', ...Object.keys(partPrefixes)];

/** The part holding a message id. */
export function partOf(id) {
  const prefix = id.split('.')[0];
  for (const [part, prefixes] of Object.entries(partPrefixes)) if (prefixes.includes(prefix)) return part;
  return 'public';
}

/** Source folders (under src/) whose screens run only where a part is loaded beside `public`. */
const areaFolders = {
  account: ['features/account/', 'components/Form/', 'components/Stepper/'],
  apply: ['features/invention-apply/', 'features/incubator-apply/', 'features/incubator-final/', 'components/Application/'],
  staff: ['features/staff/'],
};

/** The parts a source file (path relative to src/) may read its messages from. */
export function partsAvailableTo(file) {
  const path = file.replaceAll('\\', '/');
  if (areaFolders.staff.some((folder) => path.startsWith(folder))) return parts;
  if (areaFolders.apply.some((folder) => path.startsWith(folder))) return ['public', 'account', 'apply'];
  if (areaFolders.account.some((folder) => path.startsWith(folder))) return ['public', 'account'];
  return ['public'];
}
