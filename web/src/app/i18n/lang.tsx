import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '../paths.ts';

export const LangContext = createContext<Lang>(DEFAULT_LANG);

/** The language of the current route. */
export function useLang(): Lang {
  return useContext(LangContext);
}
