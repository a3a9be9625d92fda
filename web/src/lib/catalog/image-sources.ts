/** The widths of the copies the API makes of each catalog image (`thumb_url`, `detail_url`). */
const THUMB_WIDTH_PX = 400;
const DETAIL_WIDTH_PX = 1000;

/** A card's picture on a phone (two a row), a tablet and a wide screen. */
export const CARD_IMAGE_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 280px';

/** A detail page's picture: the screen's width on a phone, half of the page's on a desktop. */
export const DETAIL_IMAGE_SIZES = '(max-width: 767px) 100vw, 600px';

/**
 * The `srcset` of a picture from the copies the API made of it, or undefined when it made none
 * (images uploaded before the copies existed): the browser then loads the original.
 */
export function imageSrcSet({
  thumbUrl,
  detailUrl,
}: {
  thumbUrl?: string;
  detailUrl?: string;
}): string | undefined {
  const candidates = [
    thumbUrl && `${thumbUrl} ${THUMB_WIDTH_PX}w`,
    detailUrl && `${detailUrl} ${DETAIL_WIDTH_PX}w`,
  ].filter(Boolean);
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}
