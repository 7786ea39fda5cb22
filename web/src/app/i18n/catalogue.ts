import { use } from 'react';
import type { Lang } from '../paths.ts';
import { partsForPath, type CataloguePart } from './catalogueParts.ts';

// Precompiled message catalogues (formatjs compile --ast), one chunk per language and part, so
// the client ships neither the ICU parser, nor the other language's strings, nor on a public
// page the messages of the account forms and the applications.
export type Catalogue = Record<string, unknown>;

const loaders = import.meta.glob<{ default: Catalogue }>('../../i18n/compiled/*/*.json');
const parts = new Map<string, Catalogue>();
const pendingParts = new Map<string, Promise<Catalogue>>();
// The merged catalogue of each language and set of parts, kept so its identity is stable.
const merged = new Map<string, Catalogue>();
const pendingMerged = new Map<string, Promise<Catalogue>>();

function loadPart(lang: Lang, part: CataloguePart): Promise<Catalogue> {
  const key = `${lang}/${part}`;
  const cached = parts.get(key);
  if (cached) return Promise.resolve(cached);
  let promise = pendingParts.get(key);
  if (!promise) {
    const loader = loaders[`../../i18n/compiled/${key}.json`];
    promise = loader
      ? loader().then((m) => {
          parts.set(key, m.default);
          return m.default;
        })
      : Promise.reject(new Error(`No compiled catalogue ${key}; run npm run i18n:compile -w web`));
    pendingParts.set(key, promise);
    promise.catch(() => pendingParts.delete(key));
  }
  return promise;
}

const mergedKey = (lang: Lang, wanted: CataloguePart[]) => `${lang}:${wanted.join('+')}`;

/**
 * The messages of `lang` that the page at `pathname` renders with (without a path: the public
 * ones). Resolves once every part has loaded, so a page never shows a message id.
 */
export function loadCatalogue(lang: Lang, pathname?: string): Promise<Catalogue> {
  const wanted = partsForPath(pathname);
  const key = mergedKey(lang, wanted);
  const cached = merged.get(key);
  if (cached) return Promise.resolve(cached);
  let promise = pendingMerged.get(key);
  if (!promise) {
    promise = Promise.all(wanted.map((part) => loadPart(lang, part))).then((loaded) => {
      const catalogue = Object.assign({}, ...loaded) as Catalogue;
      merged.set(key, catalogue);
      return catalogue;
    });
    pendingMerged.set(key, promise);
    promise.catch(() => pendingMerged.delete(key));
  }
  return promise;
}

/** The catalogue of `lang` for the page at `pathname` (default: the public messages); suspends while it loads. */
export function useCatalogue(lang: Lang, pathname?: string): Catalogue {
  const cached = merged.get(mergedKey(lang, partsForPath(pathname)));
  if (cached) return cached;
  return use(loadCatalogue(lang, pathname));
}

/** For tests: installs a whole catalogue, for every path, without loading it. */
export function setCatalogue(lang: Lang, catalogue: Catalogue): void {
  for (const wanted of [['public'], ['public', 'account'], ['public', 'account', 'apply'], ['public', 'account', 'apply', 'staff']] as CataloguePart[][]) {
    merged.set(mergedKey(lang, wanted), catalogue);
  }
}
