import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocument, type LegalDocumentName } from './legal-document';

/** The home page's pop-ups 'Terms & Conditions' and 'Privacy Policy' (spec 001 §4), beside About Us and Contact Us. */
export function LegalDialog({ name, onClose }: { name: LegalDocumentName | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onClose={onClose} maxWidth="md" fullWidth scroll="paper" aria-labelledby="legal-dialog-title">
      <DialogTitle id="legal-dialog-title">{name && t(`legal.links.${name}`)}</DialogTitle>
      {/* Focusable, so that a keyboard user can scroll the text. */}
      <DialogContent dividers tabIndex={0}>
        {name && <LegalDocument name={name} inDialog />}
      </DialogContent>
      <DialogActions>
        {name && (
          <Button component={Link} to={`/${name}`}>
            {t('legal.openPage')}
          </Button>
        )}
        <Button onClick={onClose}>{t('legal.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
