import sharp from 'sharp';
import { partPicture } from '../seed/art';
import { makeRenditions } from './renditions';

const widthOf = async (image: Buffer) => (await sharp(image).metadata()).width;

describe('image renditions', () => {
  it('draws a vector picture sharp at both widths', async () => {
    const renditions = await makeRenditions(Buffer.from(partPicture('box', 130)));
    expect(await widthOf(renditions!.thumb)).toBe(400);
    expect(await widthOf(renditions!.detail)).toBe(1000);
    expect((await sharp(renditions!.thumb).metadata()).format).toBe('webp');
  });

  it('turns a photo upright by its EXIF orientation, then drops the EXIF', async () => {
    // Stored sideways (300 wide, 600 high) with "rotate 90°" in its EXIF: it shows 600 wide.
    const photo = await sharp({
      create: { width: 300, height: 600, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const renditions = await makeRenditions(photo);
    const thumb = await sharp(renditions!.thumb).metadata();
    expect({ width: thumb.width, height: thumb.height }).toEqual({ width: 400, height: 200 });
    expect(thumb.orientation).toBeUndefined();
    expect(await widthOf(renditions!.detail)).toBe(600);
  });

  it('makes none of an image it cannot read', async () => {
    const bmpHeader = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
    expect(await makeRenditions(bmpHeader)).toBeNull();
  });
});
