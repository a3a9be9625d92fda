import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';

/** 'Your cart is empty!', with the way on: the products, and for a visitor, logging in. */
export function EmptyCart({ visitor = false }: { visitor?: boolean }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ShoppingCartOutlined}
      title={t('cart.empty')}
      hint={t('cart.emptyHint')}
      actions={
        <>
          {visitor && <Link to={paths.login}>{t('cart.loginToSee')}</Link>}
          <Link to={paths.products}>{t('cart.browseProducts')}</Link>
        </>
      }
    />
  );
}
