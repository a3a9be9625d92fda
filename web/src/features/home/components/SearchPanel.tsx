import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { VIN_PATTERN } from '@shop/shared';
import {
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { LightIcon } from '@/components/LightIcon';
import { useI18n } from '@/i18n';
import {
  filledCriteria,
  hasCriteria,
  searchPath,
  type SearchField,
  type SearchInput,
} from '@/lib/catalog';
import styles from './SearchPanel.module.css';

const TABS = ['data', 'vin'] as const;
type TabKey = (typeof TABS)[number];

/** A year of four digits, Western or Arabic-Indic. */
const YEAR_PATTERN = /^\s*[0-9\u0660-\u0669]{4}\s*$/;
const westernDigits = (value: SearchInput['year']) =>
  typeof value === 'string'
    ? value.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    : value;

/** The fields checked as they are typed (an empty field passes), with what a wrong one says. */
type CheckedField = Extract<SearchField, 'year' | 'carEngine'>;
const FIELD_PATTERNS: Record<CheckedField, RegExp> = { year: YEAR_PATTERN, carEngine: VIN_PATTERN };
const isCheckedField = (name: string): name is CheckedField => name in FIELD_PATTERNS;
const isWrong = (name: CheckedField, value: unknown) =>
  value !== '' && !FIELD_PATTERNS[name].test(String(value));

/**
 * 'Find Your Best Package Offer' (docs/behaviour.md): search by car data (the default tab)
 * or by VIN. Only the filled criteria of the open tab are sent, and at least one is needed; the
 * products screen runs the search and shows the results. Plain form elements styled as Ant
 * Design's: the panel is on the first page, which does not wait for the library.
 */
export function SearchPanel() {
  const { t, direction } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [tab, setTab] = useState<TabKey>('data');
  const [noInput, setNoInput] = useState(false);
  const [wrong, setWrong] = useState<Partial<Record<CheckedField, boolean>>>({});
  const errorTexts: Record<CheckedField, string> = {
    year: t('search.yearInvalid'),
    carEngine: t('catalog.vinInvalid'),
  };

  const check = (name: string, value: string) => {
    if (!isCheckedField(name)) return;
    setWrong((previous) => ({ ...previous, [name]: isWrong(name, value) }));
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as SearchInput;
    // Letters in the year would otherwise read as no input at all: say what is wrong instead.
    const wrongNow: Partial<Record<CheckedField, boolean>> = {};
    for (const [name, value] of Object.entries(values))
      if (isCheckedField(name)) wrongNow[name] = isWrong(name, value);
    setWrong(wrongNow);
    if (Object.values(wrongNow).some(Boolean)) return;
    const criteria = filledCriteria({ ...values, year: westernDigits(values.year) });
    setNoInput(!hasCriteria(criteria));
    if (!hasCriteria(criteria)) return;
    navigate(searchPath(criteria));
  };

  const openTab = (key: TabKey) => {
    setTab(key);
    setNoInput(false);
  };
  // The arrow keys move between the tabs, towards the reading direction's end or start.
  const onTabKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const move = direction === 'rtl' ? -step : step;
    const next = TABS[(TABS.indexOf(tab) + move + TABS.length) % TABS.length]!;
    openTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  const field = (
    name: SearchField,
    label: string,
    props?: InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const fieldId = `${id}-${name}`;
    const error = isCheckedField(name) && wrong[name] ? errorTexts[name] : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
        </label>
        <input
          id={fieldId}
          name={name}
          className={styles.input}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => check(name, event.target.value)}
          {...props}
        />
        {error && (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  const submit = (
    <button type="submit" className={styles.submit}>
      <LightIcon icon={SearchOutlined} />
      {t('search.submit')}
    </button>
  );

  const panels: Record<TabKey, { label: string; form: ReactNode }> = {
    data: {
      label: t('search.byData'),
      form: (
        <>
          <div className={styles.dataFields}>
            {field('brand', t('search.brand'))}
            {field('model', t('search.model'))}
            {field('year', t('search.year'), { inputMode: 'numeric', maxLength: 4 })}
            <fieldset className={styles.field}>
              <legend className={styles.label}>{t('search.warranty')}</legend>
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
          {submit}
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
          {submit}
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
        {noInput && (
          <p className={styles.alert} role="alert">
            <LightIcon icon={WarningFilled} className={styles.alertIcon} />
            {t('search.noInput')}
          </p>
        )}
        <div role="tablist" className={styles.tabs} onKeyDown={onTabKey}>
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${id}-${key}-tab`}
              aria-selected={tab === key}
              aria-controls={`${id}-${key}-panel`}
              tabIndex={tab === key ? 0 : -1}
              className={styles.tab}
              onClick={() => openTab(key)}
            >
              {panels[key].label}
            </button>
          ))}
        </div>
        {TABS.map((key) => (
          <div
            key={key}
            role="tabpanel"
            id={`${id}-${key}-panel`}
            aria-labelledby={`${id}-${key}-tab`}
            hidden={tab !== key}
          >
            <form onSubmit={search} aria-label={panels[key].label} noValidate>
              {panels[key].form}
            </form>
          </div>
        ))}
      </div>
    </section>
  );
}
