import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/i18n';
import { AdCarousel } from './AdCarousel';
import { SearchPanel } from './SearchPanel';
import { WarrantySection } from './WarrantySection';

export function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(t('shop.name'));
  return (
    <>
      <h1 className="visually-hidden">{t('shop.name')}</h1>
      <AdCarousel />
      <SearchPanel />
      <WarrantySection />
    </>
  );
}
