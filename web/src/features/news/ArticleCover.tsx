import type { NewsArticleQuery } from './news.generated.ts';

type Sources = NonNullable<NewsArticleQuery['article']>['coverSources'];

// The cover fills the article's column, at most 50rem wide.
const sizes = '(max-width: 50rem) 100vw, 50rem';

/**
 * The article's cover: an uploaded one in WebP before JPEG at each size the server made (the
 * browser picks by its width), any other as its one file; the size set either way, so the text
 * below never moves as it loads.
 */
export function ArticleCover({ cover, sources }: { cover: string; sources: Sources }) {
  if (!sources) return <img src={cover} alt="" width={1200} height={800} fetchPriority="high" />;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcset} sizes={sizes} width={sources.width} height={sources.height} />
      <img src={cover} srcSet={sources.jpegSrcset} sizes={sizes} alt="" width={sources.width} height={sources.height} fetchPriority="high" />
    </picture>
  );
}
