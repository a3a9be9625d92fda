import { DownloadOutlined } from '@ant-design/icons';
import type { OrderView } from '@shop/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n, type MessageKey } from '@/i18n';
import {
  downloadOrderDocument,
  issuedDocument,
  type DocumentFormat,
  type DocumentReader,
  type OrderDocumentKind,
} from '@/lib/order-documents';

interface OrderDocumentButtonsProps {
  order: OrderView;
  kind: OrderDocumentKind;
  /** Whose route fetches it: the shopper's own orders, or the back office's. */
  as: DocumentReader;
}

const LABELS: Record<OrderDocumentKind, Record<DocumentFormat, MessageKey>> = {
  invoice: { pdf: 'orders.downloadInvoice', xml: 'orders.downloadInvoiceXml' },
  'credit-note': { pdf: 'orders.downloadCreditNote', xml: 'orders.downloadCreditNoteXml' },
};
const FAILED: Record<OrderDocumentKind, MessageKey> = {
  invoice: 'orders.invoiceFailed',
  'credit-note': 'orders.creditNoteFailed',
};

/**
 * The downloads of an order's tax document: a paid order's invoice, a refunded order's credit
 * note, each as a PDF and as its signed XML; nothing when the order has no such document.
 */
export function OrderDocumentButtons({ order, kind, as }: OrderDocumentButtonsProps) {
  const { t } = useI18n();
  const [downloading, setDownloading] = useState<DocumentFormat>();
  const document = issuedDocument(order, kind);
  if (!document) return null;

  const download = async (format: DocumentFormat) => {
    setDownloading(format);
    try {
      await downloadOrderDocument(order._id, document, kind, format, as);
    } catch {
      toast.error(t(FAILED[kind]));
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <Space wrap size="small">
      {(['pdf', 'xml'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading === format}
          onClick={() => void download(format)}
        >
          {t(LABELS[kind][format])}
        </Button>
      ))}
    </Space>
  );
}
