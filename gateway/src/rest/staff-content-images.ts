// The studio's image upload (issue 21 item 4; backend content-images/): the alt texts, then the
// officer's file streamed through as the one part `file`, nothing buffered here. The backend checks
// the type by the file's bytes, the slot's size and aspect, and makes the variants.
import type { FileUpload } from 'graphql-upload-minimal';
import { z } from 'zod';
import { streamedForm, uploadFailure } from './multipart.ts';
import type { Upstream } from './request.ts';

export const storedContentImage = z.object({
  id: z.number(),
  path: z.string(),
  slot: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.object({ zhTw: z.string(), en: z.string() }),
});
export type StoredContentImage = z.output<typeof storedContentImage>;

export interface ContentImageUpload {
  /** The backend's family name (`home/banner`) and the field the image is for. */
  family: string;
  field: string;
  altZhTw: string;
  altEn: string;
  file: Promise<FileUpload>;
}

export class StaffContentImagesApi {
  constructor(private readonly upstream: Upstream) {}

  async upload({ family, field, altZhTw, altEn, file }: ContentImageUpload, signal?: AbortSignal): Promise<StoredContentImage> {
    const { form, uploadError, discardRest } = streamedForm({ altZhTw, altEn }, [{ slot: 'file', upload: file }]);
    try {
      return await this.upstream.request({ method: 'post', path: 'content/pvt/images', params: { family, field }, form, signal, answer: storedContentImage });
    } catch (error) {
      // The upstream request failed because the browser's upload did: say that, not an outage.
      const failed = uploadError();
      throw failed === undefined ? error : uploadFailure(failed, this.upstream.lang);
    } finally {
      discardRest();
    }
  }
}
