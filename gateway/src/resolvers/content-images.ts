// The studio's image upload (schema "content images" block; issue 21 item 4) and the sizes the
// public pages pick from. A stored image's path names its slot, so its sizes are read from the path
// itself (`@yip/rules` contentImageVariants): a public answer costs no call more than before.
import { contentImageVariants } from '@yip/rules';
import type { LinkPreviewImage, MutationResolvers, ResponsiveImage } from '../generated/resolvers-types.ts';
import { discardUploads } from '../rest/multipart.ts';
import { contentFamilyNames } from './staff-content.ts';

/** Every size of an uploaded image's path; null for any other path (a seed's SVG, an outside URL). */
export function responsiveImage(path: string | null | undefined): ResponsiveImage | null {
  const variants = path ? contentImageVariants(path) : undefined;
  if (!path || !variants) return null;
  return { src: path, width: variants.width, height: variants.height, webpSrcset: variants.srcset.webp, jpegSrcset: variants.srcset.jpg };
}

/** A link-preview image with its size when it was uploaded (read from its name); unknown otherwise. */
export function linkPreviewImage(path: string, alt: string): LinkPreviewImage {
  const variants = contentImageVariants(path);
  return { src: path, width: variants?.width ?? null, height: variants?.height ?? null, alt };
}

export const staffContentImageMutation: MutationResolvers = {
  // The file streams straight through; its type, size and alt texts are the backend's to judge.
  staffUploadContentImage: async (_parent, { input }, context) => {
    const { family, field, altZhTw, altEn, file } = input;
    try {
      const image = await context.rest.staffContentImages.upload({ family: contentFamilyNames[family], field, altZhTw, altEn, file }, context.signal);
      return { path: image.path, width: image.width, height: image.height, alt: image.alt, sources: responsiveImage(image.path)! };
    } finally {
      discardUploads([{ slot: 'file', upload: file }]);
    }
  },
};
