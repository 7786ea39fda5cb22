// Removes the studio's images nothing refers to any more (issue 21 item 4), once an hour under a
// lease (one backend process per period, as the bin's purge). An image is held while a content
// record names it, in the bin too (it may be restored for 30 days), and while a revision of the last
// 30 days does (the revisions an officer compares and restores); a revision older than that may
// come back without its image. A new upload is spared for a day, the time an officer may take
// between uploading and saving the record. Files a failed or dead upload left without a row go
// after an hour.
import { contentImageFile, contentImageFormats } from '@yip/rules';
import { gte, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { every } from '../coordination/schedule.ts';
import { contentImages, resourceRevisions, resources } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { publicKey, publicPrefix, type FileStore } from '../files/file-store.ts';
import { binDays } from '../resources/bin.ts';
import { contentFamilies } from '../resources/families.ts';

const dayMs = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;
/** How long a new upload is kept unreferenced. */
export const uploadGraceMs = dayMs;
/** How long files without a row are left (an upload in flight in any process writes its row well within it). */
const orphanGraceMs = 60 * 60 * 1000;

// A name as contentImageName makes it: `<slot>-<24 hex>`, an inline image's with `-<width>x<height>`.
// Found anywhere in a record's JSON: a field's path, or an image's `src` inside a rich text's document.
const namePattern = /img-([a-z]+-[0-9a-f]{24}(?:-\d+x\d+)?)-\d+\.(?:jpg|webp)/g;
const fileNamePattern = /^public\/img-([a-z]+-[0-9a-f]{24}(?:-\d+x\d+)?)-\d+\.(?:jpg|webp)$/;

function namesIn(data: unknown, into: Set<string>): void {
  for (const match of JSON.stringify(data).matchAll(namePattern)) into.add(match[1]!);
}

/** The image names a content record (live or binned) or a revision since `since` refers to. */
export async function referencedNames(store: Store, since: Date): Promise<Set<string>> {
  const names = new Set<string>();
  const familyNames = contentFamilies().map((family) => family.name);
  const records = await store.read.select({ data: resources.data }).from(resources).where(inArray(resources.family, familyNames));
  for (const record of records) namesIn(record.data, names);
  const revisions = await store.read.select({ data: resourceRevisions.data }).from(resourceRevisions).where(gte(resourceRevisions.at, since));
  for (const revision of revisions) namesIn(revision.data, names);
  return names;
}

/** Every file an image's row stands for. */
export const imageKeys = (name: string, widths: readonly number[]) =>
  widths.flatMap((width) => contentImageFormats.map((format) => publicKey(contentImageFile(name, width, format))));

/** One sweep: the unreferenced images past their grace, then files without a row. Answers the names removed. */
export async function sweepImages(store: Store, files: FileStore, now = Date.now()): Promise<{ images: string[]; orphanFiles: number }> {
  const candidates = await store.read.select().from(contentImages).where(lt(contentImages.createdAt, new Date(now - uploadGraceMs)));
  const held = await referencedNames(store, new Date(now - binDays * dayMs));
  const doomed = candidates.filter((image) => !held.has(image.name));
  if (doomed.length > 0) {
    // The rows first: a file removal that fails leaves files without a row, which the next pass takes.
    await store.transaction(async (tx) => tx.delete(contentImages).where(inArray(contentImages.id, doomed.map((image) => image.id))));
    await files.remove(doomed.flatMap((image) => imageKeys(image.name, image.widths)));
  }

  const rows = new Set((await store.read.select({ name: contentImages.name }).from(contentImages)).map((row) => row.name));
  const orphans: string[] = [];
  for await (const object of files.list(publicPrefix)) {
    const name = fileNamePattern.exec(object.key)?.[1];
    if (name && !rows.has(name) && object.modifiedAt.getTime() <= now - orphanGraceMs) orphans.push(object.key);
  }
  await files.remove(orphans);
  return { images: doomed.map((image) => image.name), orphanFiles: orphans.length };
}

export function scheduleImageSweep(app: FastifyInstance): void {
  every(app, 'content-image-sweep', sweepEveryMs, async () => {
    const { images, orphanFiles } = await sweepImages(app.store, app.fileStore);
    if (images.length > 0 || orphanFiles > 0) app.log.info({ images, orphanFiles }, 'content images: removed what nothing refers to');
  });
}
