import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GatewayKeyAction } from './gateway-key-row';

const CONFIRM = { save: 'confirmSave', update: 'confirmUpdate', delete: 'confirmDelete' } as const;

/** The confirmation before a change: YES goes on, NO (or closing) leaves everything as it is. */
export function GatewayKeyConfirm({ action, answer }: { action: GatewayKeyAction | null; answer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={action !== null} onClose={() => answer(false)} aria-labelledby="gateway-confirm">
      <DialogContent>
        <DialogContentText id="gateway-confirm">{action && t(`gatewayKeys.${CONFIRM[action.kind]}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('gatewayKeys.no')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {t('gatewayKeys.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
