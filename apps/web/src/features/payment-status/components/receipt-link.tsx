import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The receipt of a verified payment, as a download link (the receipts call answers the PDF). */
export function ReceiptLink({ receiptNo }: { receiptNo: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      startIcon={<ReceiptLongOutlined />}
      href={`/api/payments/receipts/${encodeURIComponent(receiptNo)}`}
      download
    >
      {t('paymentStatus.downloadReceipt', { receiptNo })}
    </Button>
  );
}
