import { PictureOutlined } from '@ant-design/icons';
import styles from './CatalogImage.module.css';

/** A product or package picture in a fixed frame; a placeholder when it has none. */
export function CatalogImage({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <div className={styles.frame}>
      {src ? (
        <img className={styles.image} src={src} alt={alt} loading="lazy" />
      ) : (
        <PictureOutlined className={styles.placeholder} aria-hidden />
      )}
    </div>
  );
}
