import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Under a table of payments by fee type: one payment may pay several fee types and is counted under
 * each, so the counts may add up to more than the payments; the amounts add up.
 */
export function FeeTypeCountNote() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="fee-type-count-note" sx={{ mt: 1 }}>
      {t('common.countedUnderEachFeeType')}
    </Typography>
  );
}
