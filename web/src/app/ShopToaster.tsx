import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_MAX_COUNT } from '@/config/shop';
import { useI18n } from '@/i18n';

/**
 * Where every toast of the app shows (sonner's `toast()`, called from any screen): at the top
 * in the middle, as the shop's toasts always were, in the language's direction.
 */
export function ShopToaster() {
  const { t, direction } = useI18n();
  return (
    <Toaster
      position="top-center"
      dir={direction}
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOAST_MAX_COUNT}
      richColors
      containerAriaLabel={t('common.notifications')}
    />
  );
}
