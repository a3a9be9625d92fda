import { ShoppingCartOutlined } from '@ant-design/icons';
import { Result, Space } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';

/** 'Your cart is empty!', with the way on: the products, and for a visitor, logging in. */
export function EmptyCart({ visitor = false }: { visitor?: boolean }) {
  const { t } = useI18n();
  return (
    <Result
      icon={<ShoppingCartOutlined aria-hidden />}
      title={t('cart.empty')}
      subTitle={t('cart.emptyHint')}
      extra={
        <Space wrap>
          {visitor && <Link to={paths.login}>{t('cart.loginToSee')}</Link>}
          <Link to={paths.products}>{t('cart.browseProducts')}</Link>
        </Space>
      }
    />
  );
}
