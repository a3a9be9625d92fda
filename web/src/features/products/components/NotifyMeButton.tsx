import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getStockNotify, setStockNotify } from '../api/stock-notify';

/**
 * "Notify me when it is back" on a product out of stock, for a logged-in shopper: one mail when
 * it is back, then the request is forgotten (docs/behaviour.md, "Reminders").
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
      <Button type="link" loading={change.isPending} onClick={() => change.mutate(false)}>
        {t('reminders.notifyCancel')}
      </Button>
    </p>
  ) : (
    <Button
      icon={<BellOutlined aria-hidden />}
      loading={change.isPending}
      onClick={() => change.mutate(true)}
    >
      {t('reminders.notifyMe')}
    </Button>
  );
}
