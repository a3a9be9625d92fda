import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { LightIcon } from '@/components/LightIcon';
import { imageSrcSet } from '@/lib/catalog/image-sources';
import styles from './CatalogImage.module.css';

interface CatalogImageProps {
  src: string | undefined;
  alt: string;
  /** The card-sized (400 px) and page-sized (1000 px) copies, when the API has made them. */
  thumbUrl?: string;
  detailUrl?: string;
  /** How wide the picture shows, for the browser to pick a copy (the `sizes` attribute). */
  sizes?: string;
  /** Load at once (a picture in the first screenful), rather than when scrolled to. */
  eager?: boolean;
}

/** A product or package picture in a fixed frame; a placeholder when it has none. */
export function CatalogImage({ src, alt, thumbUrl, detailUrl, sizes, eager }: CatalogImageProps) {
  const srcSet = imageSrcSet({ thumbUrl, detailUrl });
  return (
    <div className={styles.frame}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // The first screenful's pictures hold the largest paint: fetched before the rest.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <LightIcon icon={PictureOutlined} className={styles.placeholder} />
      )}
    </div>
  );
}
