// `POST /api/content/pvt/images?family=<family>&field=<field>` (managers only): an image for one
// image field of a content family, with its alt text in both languages, or for a rich-text field's
// documents (an `inline` image, with the alt text of the document it goes in). Answers the path the
// record's field, or the document's image, is to hold; the record itself is saved by the studio's
// usual PUT.
import { contentImageSlotOf, type ContentImageSlotName } from '@yip/rules';
import type { FastifyInstance } from 'fastify';
import { currentAccount, requireRole } from '../auth/guard.ts';
import { badInput } from '../errors.ts';
import { families, type FamilyName } from '../resources/families.ts';
import { receiveImage } from './receive.ts';
import { storeImage } from './store.ts';
import { scheduleImageSweep } from './sweep.ts';

/** The family and field an upload is for, and the slot that gives its rules. */
function slotFor(query: unknown) {
  const { family: name, field, ...rest } = (query ?? {}) as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw badInput('unknownField', Object.keys(rest).join(', '));
  const family = typeof name === 'string' ? families.get(name as FamilyName) : undefined;
  if (!family?.content) throw badInput('badInput', 'family');
  if (typeof field !== 'string' || !Object.hasOwn(family.schema.shape, field)) throw badInput('notAnImageField', 'field');
  const slot: ContentImageSlotName | undefined = family.fieldKinds[field] === 'richText' ? 'inline' : contentImageSlotOf(family.name, field);
  if (!slot) throw badInput('notAnImageField', 'field');
  return { family: family.name, field, slot };
}

export async function contentImageRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/content/pvt/images', { preHandler: requireRole('manager') }, async (request) => {
    const target = slotFor(request.query);
    const { alt, bytes } = await receiveImage(request, { oneLanguage: target.slot === 'inline' });
    const image = await storeImage(app.store, app.fileStore, { ...target, alt, bytes, actor: currentAccount(request).email });
    request.log.info({ slot: image.slot, inputBytes: bytes.length, variantBytes: image.bytes, encodeMs: image.encodeMs }, 'content image stored');
    request.auditDetail = { ...request.auditDetail, image: image.path, family: target.family, field: target.field };
    return { id: image.id, path: image.path, slot: image.slot, width: image.width, height: image.height, alt: image.alt };
  });
  scheduleImageSweep(app);
}
