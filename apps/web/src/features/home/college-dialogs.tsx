import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContactData } from '@campus/shared';

interface Props {
  open: boolean;
  onClose(): void;
  data: ContactData | null | undefined;
  failed: boolean;
}

export function AboutUsDialog({ open, onClose, data, failed }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="about-title">
      <DialogTitle id="about-title">{t('home.aboutTitle')}</DialogTitle>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error">{t('home.loadFailed')}</Alert>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{data?.aboutUs}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function ContactUsDialog({ open, onClose, data, failed }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="contact-title">
      <DialogTitle id="contact-title">{t('home.contactTitle')}</DialogTitle>
      <DialogContent dividers>
        {failed && <Alert severity="error">{t('home.loadFailed')}</Alert>}
        {data && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('home.postalAddress')}
              </Typography>
              <Typography>{data.officialCommunication}</Typography>
              <Typography color="text.secondary">{data.campus}</Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t('home.phoneNumber')}
                </Typography>
                {data.phoneNumber.map((p) => (
                  <Typography key={p}>{p}</Typography>
                ))}
              </Box>
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t('home.faxNumber')}
                </Typography>
                <Typography>{data.faxNumber}</Typography>
              </Box>
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('home.designation')}</TableCell>
                    <TableCell>{t('home.name')}</TableCell>
                    <TableCell>{t('home.email')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.candidateDetails.map((c) => (
                    <TableRow key={`${c.designation}-${c.name}`}>
                      <TableCell>{c.designation}</TableCell>
                      <TableCell>{c.name}</TableCell>
                      <TableCell>
                        <a href={`mailto:${c.mailId}`}>{c.mailId}</a>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
