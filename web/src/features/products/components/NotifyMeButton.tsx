import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showDialog } from '@/components/dialogs/dialogs';
import { Button } from '@/components/ui/Button';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getStockNotify, setStockNotify } from '../api/stock-notify';

/**
 * "Notify me when it is back" on a product out of stock, for a logged-in shopper: one mail when
 * it is back, then the request is forgotten (docs/behaviour.md, "Reminders"). Plain elements, as
 * the rest of the product's screen: it loads without Ant Design (and its theme and direction).
 */
export function NotifyMeButton({ productId }: { productId: string }) {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const token = useSessionStore((state) => state.storedToken);
  const queryClient = useQueryClient();
  const queryKey = ['stock-notify', productId, token];
  const waiting = useQuery({
    queryKey,
    queryFn: ({ signal }) => getStockNotify(productId, signal),
    enabled: isLoggedIn,
  });
  const change = useMutation({
    mutationFn: (notify: boolean) => setStockNotify(productId, notify),
    onSuccess: (notify) => queryClient.setQueryData(queryKey, notify),
    onError: (error) =>
      showDialog({
        kind: 'error',
        title: t('reminders.notifyFailed'),
        content: serverMessageOf(error),
      }),
  });
  if (!isLoggedIn || waiting.data === undefined) return null;
  return waiting.data ? (
    <p role="status">
      {t('reminders.notifyOn')}{' '}
      <Button loading={change.isPending} onClick={() => change.mutate(false)}>
        {t('reminders.notifyCancel')}
      </Button>
    </p>
  ) : (
    <Button icon={BellOutlined} loading={change.isPending} onClick={() => change.mutate(true)}>
      {t('reminders.notifyMe')}
    </Button>
  );
}
