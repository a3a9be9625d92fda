import sharp from 'sharp';

/** The web sizes made of each catalog image, by width in pixels: a card's and a detail page's. */
export const RENDITION_WIDTHS = { thumb: 400, detail: 1000 } as const;
export type RenditionName = keyof typeof RENDITION_WIDTHS;

/**
 * The resolution to draw a vector image (SVG) at so that it is as wide as the detail size:
 * drawn at the default 72 dpi, a small drawing would make blurry renditions.
 */
async function vectorDensity(content: Buffer): Promise<number | undefined> {
  const { format, width } = await sharp(content).metadata();
  if (format !== 'svg' || !width) return undefined;
  return Math.min(2400, Math.ceil((72 * RENDITION_WIDTHS.detail) / width));
}

/**
 * WebP copies of an image at the rendition widths (never wider than the original), turned
 * upright by their EXIF orientation and without any metadata (sharp writes none unless asked):
 * no camera data or location leaves the shop in them. Null when the image cannot be decoded
 * (BMP, which sharp does not read, or a damaged file): the original is then all there is.
 */
export async function makeRenditions(
  content: Buffer,
): Promise<Record<RenditionName, Buffer> | null> {
  try {
    const source = sharp(content, {
      animated: false,
      limitInputPixels: 50_000_000,
      density: await vectorDensity(content),
    }).rotate();
    const [thumb, detail] = await Promise.all(
      Object.values(RENDITION_WIDTHS).map((width) =>
        source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
    return { thumb, detail };
  } catch {
    return null;
  }
}
