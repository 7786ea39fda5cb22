import type { Lang } from '../../../app/paths.ts';

/** A bilingual name in the officer's language. */
export const inLang = (text: { zhTw: string; en: string }, lang: Lang) => (lang === 'en' ? text.en : text.zhTw);
