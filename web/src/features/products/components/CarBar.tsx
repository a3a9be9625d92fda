import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { VehicleSelector } from '@/components/vehicle/VehicleSelector';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { userCarsQuery } from '@/lib/garage';
import {
  carFromParams,
  fullCarName,
  sameCar,
  useChosenCarStore,
  useNamedCar,
  withCar,
  type CarPick,
} from '@/lib/vehicles';
import { useSessionStore } from '@/stores/session-store';
import { EVERYTHING_PARAM } from '../api/product-queries';
import styles from './CarBar.module.css';

/**
 * "Shop by car": the car the list is for (docs/behaviour.md, "Fitment"), picked in the Year /
 * Make / Model selector or among the shopper's saved cars, changed or cleared. The car goes in
 * the address, where every list reads it.
 */
export function CarBar() {
  const { t, language } = useI18n();
  const titleId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = useNamedCar(carFromParams(params));
  const [editing, setEditing] = useState(false);
  const [pick, setPick] = useState<CarPick>({});
  const token = useSessionStore((state) => state.storedToken);
  const garage = useQuery({ ...userCarsQuery(token), enabled: Boolean(token) });
  const savedCars = (garage.data ?? []).flatMap((car) => (car.vehicle ? [car.vehicle] : []));

  /** The list for `car` (none: for no car), from its first page, narrowed by it. */
  const linkFor = (car: CarPick | null) => {
    const next = withCar(params, car);
    next.delete('page');
    next.delete(EVERYTHING_PARAM);
    const query = next.toString();
    return query ? `${paths.products}?${query}` : paths.products;
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (!pick.make?.trim()) return;
    setEditing(false);
    navigate(linkFor(pick));
  };
  const clear = () => {
    useChosenCarStore.getState().choose(null);
    navigate(linkFor(null));
  };

  return (
    <section className={styles.bar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('products.shopByCar')}
      </h2>
      {chosen && !editing ? (
        <div className={styles.chosen}>
          <p className={styles.car}>
            {t('products.yourCar')}: <strong>{fullCarName(chosen, language)}</strong>
          </p>
          <Button
            onClick={() => {
              setPick(chosen);
              setEditing(true);
            }}
          >
            {t('products.changeCar')}
          </Button>
          <Button onClick={clear}>{t('products.clearCar')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={show} aria-labelledby={titleId}>
          <div className={styles.fields}>
            <VehicleSelector value={pick} onChange={setPick} />
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {t('products.showParts')}
            </Button>
            {editing && <Button onClick={() => setEditing(false)}>{t('products.cancel')}</Button>}
          </div>
        </form>
      )}
      {savedCars.length > 0 && (
        <nav className={styles.garage} aria-label={t('products.yourGarage')}>
          <span>{t('products.yourGarage')}:</span>
          <ul className={styles.savedCars}>
            {savedCars.map((car) => (
              <li key={JSON.stringify(car)}>
                <Link
                  to={linkFor(car)}
                  className={styles.savedCar}
                  aria-current={sameCar(car, chosen) ? 'true' : undefined}
                >
                  {fullCarName(car, language)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
