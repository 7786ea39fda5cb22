import { use } from 'react';
import type { Lang } from '../paths.ts';

// Precompiled message catalogues (formatjs compile --ast), one chunk per language, so the client
// ships neither the ICU parser nor the other language's strings.
export type Catalogue = Record<string, unknown>;

const loaders = import.meta.glob<{ default: Catalogue }>('../../i18n/compiled/*.json');
const cache = new Map<Lang, Catalogue>();
const pending = new Map<Lang, Promise<Catalogue>>();

export function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const cached = cache.get(lang);
  if (cached) return Promise.resolve(cached);
  let promise = pending.get(lang);
  if (!promise) {
    const loader = loaders[`../../i18n/compiled/${lang}.json`];
    promise = loader
      ? loader().then((m) => {
          cache.set(lang, m.default);
          return m.default;
        })
      : Promise.reject(new Error(`No compiled catalogue for ${lang}; run npm run i18n:compile -w web`));
    pending.set(lang, promise);
    promise.catch(() => pending.delete(lang));
  }
  return promise;
}

/** The catalogue of `lang`; suspends while it loads. */
export function useCatalogue(lang: Lang): Catalogue {
  const cached = cache.get(lang);
  if (cached) return cached;
  return use(loadCatalogue(lang));
}

/** For tests: installs a catalogue without loading it. */
export function setCatalogue(lang: Lang, catalogue: Catalogue): void {
  cache.set(lang, catalogue);
}
