import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { langOfPath, type Lang } from '../paths.ts';
import { loadCatalogue, useCatalogue, type Catalogue } from './catalogue.ts';

/**
 * The messages the current route renders with, in `lang`; suspends while a part loads. A
 * navigation starts loading the next route's parts at once, beside its code chunk, and the router
 * renders the new route in a transition, so the old page stays until its messages are in hand.
 */
export function useRouteCatalogue(lang: Lang): Catalogue {
  const { pathname } = useLocation();
  const next = useNavigation().location?.pathname;
  useEffect(() => {
    if (next) loadCatalogue(langOfPath(next) ?? lang, next).catch(() => undefined);
  }, [lang, next]);
  return useCatalogue(lang, pathname);
}
