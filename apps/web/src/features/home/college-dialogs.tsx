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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactData } from '@campus/shared';
import { usePhoneLayout } from '../../lib/layout';

type Person = ContactData['candidateDetails'][number];

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
  // Read at once (not after a first render), so that a phone never shows the table for a moment.
  const narrow = usePhoneLayout();
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
            {narrow ? <PeopleList people={data.candidateDetails} /> : <PeopleTable people={data.candidateDetails} />}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function PeopleTable({ people }: { people: Person[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('home.designation')}</TableCell>
          <TableCell>{t('home.name')}</TableCell>
          <TableCell>{t('home.email')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {people.map((c) => (
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
  );
}

/** On a phone each person is a card of label and value pairs, so that nothing is cut off or scrolls sideways. */
function PeopleList({ people }: { people: Person[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" data-testid="contact-people" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {people.map((c) => (
        <Box component="li" key={`${c.designation}-${c.name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <Pair label={t('home.designation')}>{c.designation}</Pair>
            <Pair label={t('home.name')}>{c.name}</Pair>
            <Pair label={t('home.email')}>
              {/* An address longer than the whole line is the one thing that may break, rather than run off the screen. */}
              <Box component="a" href={`mailto:${c.mailId}`} sx={{ overflowWrap: 'anywhere' }}>
                {c.mailId}
              </Box>
            </Pair>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A label and its value on one line, the value moving whole to the next line when both do not fit. */
function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box data-testid="contact-pair" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
