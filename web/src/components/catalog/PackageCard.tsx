import { packageStock, type Package } from '@shop/shared';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { pathWithCar, type CarPick, type FitVerdict } from '@/lib/vehicles';
import { CatalogCard } from './CatalogCard';
import { Mileage } from './Mileage';
import styles from './PackageCard.module.css';

interface PackageCardProps {
  pkg: Package;
  /** Whether it fits the shopper's car, when that can be told. */
  fit?: FitVerdict;
  /** The shopper's car, which its page's address carries on. */
  car?: CarPick | null;
  /** Said under its mileage: that it is the next service due. */
  note?: string;
  /** Its name's heading level (CatalogCard). */
  level?: 3 | 4;
}

/** A service package on a list: a catalog card with its mileage, in stock as its parts are. */
export function PackageCard({ pkg, fit, car = null, note, level }: PackageCardProps) {
  const { nameOf, descriptionOf } = useI18n();
  const image = pkg.logo ?? pkg.images[0];
  return (
    <CatalogCard
      to={pathWithCar(paths.packageDetails.to(pkg._id), car)}
      imageUrl={image?.url}
      imageCopies={image}
      name={nameOf(pkg)}
      description={descriptionOf(pkg)}
      price={pkg.price}
      cartItem={{ packageId: pkg._id }}
      stock={packageStock(pkg.products)}
      extra={
        <>
          <Mileage km={pkg.mileage} />
          {note && <strong className={styles.note}>{note}</strong>}
        </>
      }
      fit={fit}
      level={level}
    />
  );
}
