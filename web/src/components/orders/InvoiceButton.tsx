import { DownloadOutlined } from '@ant-design/icons';
import type { OrderView } from '@shop/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '@/i18n';
import { downloadInvoice, hasInvoice, type InvoiceReader } from '@/lib/download-invoice';

interface InvoiceButtonProps {
  order: OrderView;
  /** Whose route fetches it: the shopper's own orders, or the back office's. */
  as: InvoiceReader;
}

/** "Download invoice" for a paid order's tax invoice (PDF); nothing for other orders. */
export function InvoiceButton({ order, as }: InvoiceButtonProps) {
  const { t } = useI18n();
  const [downloading, setDownloading] = useState(false);
  if (!hasInvoice(order) || !order.invoice) return null;
  const invoice = order.invoice;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoice({ ...order, invoice }, as);
    } catch {
      toast.error(t('orders.invoiceFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      {t('orders.downloadInvoice')}
    </Button>
  );
}
