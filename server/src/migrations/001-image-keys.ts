import type { Connection } from 'mongoose';
import { isSafeKey, UPLOADS_PATH } from '../storage/object-store';
import type { Migration } from './migration';

/** Where records keep images, and the URL field earlier versions stored beside each key. */
const IMAGE_FIELDS = [
  { collection: 'products', field: 'image', urlField: 'secure_url' },
  { collection: 'packages', field: 'images', urlField: 'url' },
  { collection: 'carbrands', field: 'carBrandLogo', urlField: 'url' },
  { collection: 'usercars', field: 'logo', urlField: 'url' },
] as const;

type ImageRecord = Record<string, unknown> & { key?: string };

/** The storage key in a URL the shop once served (…/uploads/<key>), whatever host it named. */
function keyFromUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const at = path.indexOf(`${UPLOADS_PATH}/`);
  if (at < 0) return null;
  try {
    const key = decodeURIComponent(path.slice(at + UPLOADS_PATH.length + 1));
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** An image record with its stored URL turned into a key; external URLs stay as they are. */
function withKey(image: ImageRecord, urlField: string): ImageRecord {
  if (!(urlField in image)) return image;
  const { [urlField]: url, ...rest } = image;
  if (image.key) return rest;
  const key = keyFromUrl(url);
  return key ? { ...rest, key } : image;
}

/**
 * Records of earlier versions kept each image's absolute URL, which went stale whenever
 * PUBLIC_URL or the storage changed. They are reduced to keys (the answers build URLs from
 * keys); an image whose URL is not one of the shop's keeps it.
 */
export const imageKeys: Migration = {
  name: '001-image-keys',
  async run(connection: Connection): Promise<number> {
    let converted = 0;
    for (const { collection, field, urlField } of IMAGE_FIELDS) {
      const records = connection.collection(collection);
      const stale = await records
        .find({ [`${field}.${urlField}`]: { $exists: true } })
        .project({ [field]: 1 })
        .toArray();
      for (const record of stale) {
        const images = record[field] as ImageRecord | ImageRecord[];
        const updated = Array.isArray(images)
          ? images.map((image) => withKey(image, urlField))
          : withKey(images, urlField);
        if (JSON.stringify(updated) === JSON.stringify(images)) continue;
        // Only if the images are still those read: a change made meanwhile is left alone.
        const result = await records.updateOne(
          { _id: record._id, [field]: images },
          { $set: { [field]: updated } },
        );
        converted += result.modifiedCount;
      }
    }
    return converted;
  },
};
