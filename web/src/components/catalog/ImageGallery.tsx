import type { ImageCopies } from '@shop/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SlideDots } from '@/components/ui/SlideDots';
import { stepIcons } from '@/components/ui/step-icons';
import { useI18n } from '@/i18n';
import { DETAIL_IMAGE_SIZES } from '@/lib/catalog/image-sources';
import { CatalogImage } from './CatalogImage';
import styles from './ImageGallery.module.css';

/** A catalog picture: the original upload and the copies the API made of it. */
export type CatalogPicture = ImageCopies & { url: string };

interface ImageGalleryProps {
  pictures: CatalogPicture[];
  /** The item's name: the pictures' alternative text. */
  name: string;
}

/**
 * A detail page's pictures, one at a time, with arrows and a dot per picture to move between
 * them. Only the picture shown is fetched, the first at once: it is the page's largest paint.
 */
export function ImageGallery({ pictures, name }: ImageGalleryProps) {
  const { t, direction, formatNumber } = useI18n();
  const [current, setCurrent] = useState(0);
  const count = pictures.length;
  const picture = pictures[current];
  const image = (
    <CatalogImage
      src={picture?.url}
      alt={count > 1 ? `${name} (${current + 1}/${count})` : name}
      thumbUrl={picture?.thumb_url}
      detailUrl={picture?.detail_url}
      sizes={DETAIL_IMAGE_SIZES}
      eager
    />
  );
  if (count <= 1) return image;

  const show = (index: number) => setCurrent((index + count) % count);
  const icons = stepIcons(direction);
  return (
    <div className={styles.gallery}>
      {image}
      <Button
        className={`${styles.arrow} ${styles.previous}`}
        icon={icons.previous}
        aria-label={t('catalog.previousImage')}
        onClick={() => show(current - 1)}
      />
      <Button
        className={`${styles.arrow} ${styles.next}`}
        icon={icons.next}
        aria-label={t('catalog.nextImage')}
        onClick={() => show(current + 1)}
      />
      <SlideDots
        labels={pictures.map((_, index) =>
          t('catalog.showImage')
            .replace('{number}', formatNumber(index + 1))
            .replace('{count}', formatNumber(count)),
        )}
        current={current}
        onPick={show}
        tone="onPage"
        className={styles.dots}
      />
    </div>
  );
}
