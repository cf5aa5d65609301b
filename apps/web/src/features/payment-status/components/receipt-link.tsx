import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const receiptUrl = (receiptNo: string) => `/api/payments/receipts/${encodeURIComponent(receiptNo)}`;
const downloadedKey = (receiptNo: string) => `receipt-downloaded:${receiptNo}`;

/** Saves the receipt once per browser tab: coming back to the page (or reloading it) does not save it again. */
function useDownloadOnce(receiptNo: string) {
  useEffect(() => {
    if (sessionStorage.getItem(downloadedKey(receiptNo))) return;
    sessionStorage.setItem(downloadedKey(receiptNo), '1');
    const link = document.createElement('a');
    link.href = `${receiptUrl(receiptNo)}?download=1`;
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
  }, [receiptNo]);
}

/** The receipt of a verified payment: saved at once, and a link to open it again. */
export function ReceiptLink({ receiptNo }: { receiptNo: string }) {
  const { t } = useTranslation();
  useDownloadOnce(receiptNo);
  return (
    <Button variant="contained" startIcon={<ReceiptLongOutlined />} href={receiptUrl(receiptNo)} download>
      {t('paymentStatus.downloadReceipt', { receiptNo })}
    </Button>
  );
}
