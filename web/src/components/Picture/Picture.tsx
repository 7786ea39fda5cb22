import type { ImgHTMLAttributes } from 'react';

/** The sizes the server made of an uploaded image (the schema's `ResponsiveImage`). */
export interface PictureSources {
  webpSrcset: string;
  jpegSrcset: string;
}

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  src: string;
  /** Null for an image the server has no sizes of (a seed's SVG): then the one `src`. */
  sources: PictureSources | null | undefined;
  /** How wide the layout shows it, for the browser's choice among the sizes. */
  sizes: string;
  width: number;
  height: number;
};

/**
 * An image in WebP before JPEG at each size the server made, the browser choosing by `sizes`; its
 * `width` and `height` always set, so nothing below it moves as it loads.
 */
export function Picture({ src, sources, sizes, width, height, ...img }: PictureProps) {
  if (!sources) return <img src={src} width={width} height={height} {...img} />;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcset} sizes={sizes} width={width} height={height} />
      <img src={src} srcSet={sources.jpegSrcset} sizes={sizes} width={width} height={height} {...img} />
    </picture>
  );
}
