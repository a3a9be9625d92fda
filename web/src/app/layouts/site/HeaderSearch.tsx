import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LightIcon } from '@/components/LightIcon';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { searchPath } from '@/lib/catalog';
import { useWithChosenCar } from '@/lib/vehicles';
import styles from './HeaderSearch.module.css';

/**
 * The header's search box, on every page: words looked for in the parts' names and descriptions,
 * or a part number however typed, shown on the products screen (`/products?keywords=…`, so Back
 * and a reload keep them), narrowed to the shopper's chosen car.
 */
export function HeaderSearch() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onProducts = location.pathname === paths.products;
  const [keywords, setKeywords] = useState(() => (onProducts && params.get('keywords')) || '');
  const withChosenCar = useWithChosenCar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = keywords.trim();
    if (!words) return;
    // Words or a part number, for the shopper's car when they chose one (docs/behaviour.md).
    navigate(withChosenCar(searchPath({ keywords: words })));
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        name="keywords"
        className={styles.input}
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        placeholder={t('search.headerPlaceholder')}
        aria-label={t('search.header')}
        maxLength={100}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button} aria-label={t('search.submit')}>
        <LightIcon icon={SearchOutlined} />
      </button>
    </form>
  );
}
