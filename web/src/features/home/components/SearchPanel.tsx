import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { VIN_PATTERN, decodeVin } from '@shop/shared';
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LightIcon } from '@/components/LightIcon';
import fieldStyles from '@/components/ui/FormField.module.css';
import { Tabs } from '@/components/ui/Tabs';
import { VehicleSelector } from '@/components/vehicle/VehicleSelector';
import { useI18n } from '@/i18n';
import {
  filledCriteria,
  hasCriteria,
  searchPath,
  type SearchField,
  type SearchInput,
} from '@/lib/catalog';
import { carParams, type CarPick } from '@/lib/vehicles';
import styles from './SearchPanel.module.css';

const TABS = ['data', 'vin'] as const;
type TabKey = (typeof TABS)[number];

const isWrongVin = (value: string) => value !== '' && !VIN_PATTERN.test(value);

/**
 * The car a VIN tells (its maker and model year, docs/behaviour.md "Fitment"), for the shopper to
 * complete with the model; nothing when it tells no maker.
 */
function carOfVin(vin: string): CarPick {
  const decoded = decodeVin(vin);
  if (!decoded.valid || !decoded.manufacturer) return {};
  return { make: decoded.manufacturer, year: decoded.modelYear ?? undefined };
}

/**
 * 'Find Your Best Package Offer' (docs/behaviour.md): search by car data (the default tab), the
 * car picked in the Year / Make / Model selector, or by VIN, whose maker and year the panel reads
 * for the shopper to add the model. Only the filled criteria of the open tab are sent, and at
 * least one is needed; the products screen runs the search and shows the parts and packages it
 * finds. Plain form elements styled as Ant Design's: the panel is on the first page, which does
 * not wait for the library.
 */
export function SearchPanel() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [tab, setTab] = useState<TabKey>('data');
  const [noInput, setNoInput] = useState(false);
  const [vinWrong, setVinWrong] = useState(false);
  // The car of each tab: picked in the selector, or read from the VIN and completed there.
  const [car, setCar] = useState<CarPick>({});
  const [vinCar, setVinCar] = useState<CarPick>({});

  const onVin = (vin: string) => {
    setVinWrong(isWrongVin(vin));
    setVinCar(carOfVin(vin));
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as SearchInput;
    const vin = String(values.carEngine ?? '').trim();
    setVinWrong(isWrongVin(vin));
    if (isWrongVin(vin)) return;
    const criteria = filledCriteria({ ...values, ...carParams(tab === 'data' ? car : vinCar) });
    setNoInput(!hasCriteria(criteria));
    if (!hasCriteria(criteria)) return;
    navigate(searchPath(criteria));
  };

  const openTab = (key: TabKey) => {
    setTab(key);
    setNoInput(false);
  };
  const field = (
    name: Extract<SearchField, 'carEngine' | 'keywords'>,
    label: string,
    props?: InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const fieldId = `${id}-${name}`;
    const error = name === 'carEngine' && vinWrong ? t('catalog.vinInvalid') : undefined;
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={fieldId} className={fieldStyles.label}>
          {label}
        </label>
        <input
          id={fieldId}
          name={name}
          className={fieldStyles.input}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={name === 'carEngine' ? (event) => onVin(event.target.value.trim()) : undefined}
          {...props}
        />
        {error && (
          <p id={`${fieldId}-error`} className={fieldStyles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  // The warning sits just above the button that raised it: at the top of the card, a phone's
  // screen showed only the button, and nothing seemed to happen.
  const submit = (key: TabKey) => (
    <>
      {noInput && key === tab && (
        <p className={styles.alert} role="alert">
          <LightIcon icon={WarningFilled} className={styles.alertIcon} />
          {t('search.noInput')}
        </p>
      )}
      <button type="submit" className={styles.submit}>
        <LightIcon icon={SearchOutlined} />
        {t('search.submit')}
      </button>
    </>
  );

  const panels: Record<TabKey, { label: string; form: ReactNode }> = {
    data: {
      label: t('search.byData'),
      form: (
        <>
          <div className={styles.dataFields}>
            <VehicleSelector value={car} onChange={setCar} />
            <fieldset className={fieldStyles.field}>
              <legend className={fieldStyles.label}>{t('search.warranty')}</legend>
              <div className={styles.radios}>
                {(['true', 'false'] as const).map((value) => (
                  <label key={value} className={styles.radio}>
                    <input type="radio" name="warranty" value={value} />
                    {t(value === 'true' ? 'catalog.true' : 'catalog.false')}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          {submit('data')}
        </>
      ),
    },
    vin: {
      label: t('search.byVin'),
      form: (
        <>
          <div className={styles.vinFields}>
            {/* A VIN reads left to right in either language. */}
            {field('carEngine', t('search.vin'), {
              dir: 'ltr',
              autoComplete: 'off',
              spellCheck: false,
            })}
            {field('keywords', t('search.keywords'))}
          </div>
          {vinCar.make && (
            // The maker and year the VIN tells; the model the shopper adds.
            <div className={styles.dataFields}>
              <VehicleSelector value={vinCar} onChange={setVinCar} />
            </div>
          )}
          {submit('vin')}
        </>
      ),
    },
  };

  return (
    <section className={styles.section} aria-labelledby="search-panel-title">
      <div className={styles.card}>
        <h2 id="search-panel-title" className={styles.title}>
          {t('search.title')}
        </h2>
        <Tabs
          active={tab}
          onChange={openTab}
          items={TABS.map((key) => ({
            key,
            label: panels[key].label,
            content: (
              <form onSubmit={search} aria-label={panels[key].label} noValidate>
                {panels[key].form}
              </form>
            ),
          }))}
        />
      </div>
    </section>
  );
}
