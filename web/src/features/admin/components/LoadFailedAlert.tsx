import { Alert, Button } from 'antd';
import { useI18n } from '@/i18n';

interface LoadFailedAlertProps {
  message: string;
  /** Asks again; `retrying` while it does. */
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/** A back-office panel that could not load: what failed, and Try again. */
export function LoadFailedAlert({ message, onRetry, retrying, className }: LoadFailedAlertProps) {
  const { t } = useI18n();
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      message={message}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
