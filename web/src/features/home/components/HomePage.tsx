import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/i18n';
import { AdCarousel } from './AdCarousel';
import { WarrantySection } from './WarrantySection';

export function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(t('shop.name'));
  return (
    <>
      <h1 className="visually-hidden">{t('shop.name')}</h1>
      <AdCarousel />
      {/*
        The search panel 'Find Your Best Package Offer' (tabs 'Search By Data' and 'Search By VIN')
        goes here, between the advertisements and the warranty section; it arrives with the
        catalog work as features/home/components/SearchPanel.
      */}
      <WarrantySection />
    </>
  );
}
