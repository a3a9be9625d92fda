import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_MAX_COUNT } from '@/config/shop';
import { useI18n } from '@/i18n';

/**
 * sonner's rich colours, darkened to read at 4.5:1 at least on their light backgrounds (theirs:
 * 3.1 to 4.4, which axe-core calls serious). Its Toaster lets inline custom properties win.
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

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
      style={READABLE_COLOURS}
      containerAriaLabel={t('common.notifications')}
    />
  );
}
