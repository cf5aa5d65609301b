import {
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlumniHistoryEntry } from '@campus/shared';
import { usePhoneLayout } from '../../lib/layout';

function FileLinks({ entry }: { entry: AlumniHistoryEntry }) {
  const { t } = useTranslation();
  const certificate = entry.status === 'working' ? 'alumni.history.openOfferLetter' : 'alumni.history.openAdmitCard';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {entry.photo && (
        <Link
          href={entry.photo}
          target="_blank"
          rel="noopener"
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={`${t('alumni.history.openPhoto')} ${entry.rollNumber}`}
        >
          {t('alumni.history.openPhoto')}
        </Link>
      )}
      {entry.certificate && (
        <Link
          href={entry.certificate}
          target="_blank"
          rel="noopener"
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={`${t(certificate)} ${entry.rollNumber}`}
        >
          {t(certificate)}
        </Link>
      )}
    </Box>
  );
}

interface RowActions {
  onEdit: (entry: AlumniHistoryEntry) => void;
  onDelete: (entry: AlumniHistoryEntry) => void;
}

function Actions({ entry, onEdit, onDelete }: RowActions & { entry: AlumniHistoryEntry }) {
  const { t } = useTranslation();
  const whose = `${entry.name} (${entry.rollNumber})`;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => onEdit(entry)} aria-label={`${t('alumni.history.edit')} ${whose}`}>
        {t('alumni.history.edit')}
      </Button>
      <Button size="small" color="error" onClick={() => onDelete(entry)} aria-label={`${t('alumni.history.delete')} ${whose}`}>
        {t('alumni.history.delete')}
      </Button>
    </Box>
  );
}

const nowAt = (e: AlumniHistoryEntry) =>
  e.status === 'working' ? [e.company, e.designation, e.packages].filter(Boolean).join(' · ') : e.instituteName;

/** The recorded alumni (`getAlumniData`): a table on wide screens, cards on a phone. Files open in a new tab. */
export function HistoryList({ list, onEdit, onDelete }: { list: AlumniHistoryEntry[] } & RowActions) {
  const { t } = useTranslation();
  const narrow = usePhoneLayout('md');
  const status = (e: AlumniHistoryEntry) => (
    <Chip size="small" color={e.status === 'working' ? 'primary' : 'secondary'} label={t(`alumni.status.${e.status}`)} />
  );

  if (list.length === 0) return <Typography color="text.secondary">{t('alumni.history.empty')}</Typography>;
  if (narrow)
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('alumni.history.listTitle')}>
        {list.map((e) => (
          <Paper component="li" variant="outlined" key={e.id} sx={{ p: 2 }} data-testid="alumni-history-row">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>{e.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {/* Each part wraps as a whole: a batch such as 2019-2023 never breaks at its dash. */}
                  {[e.rollNumber, e.course, e.branch, e.batch].map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 && ' · '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {part}
                      </Box>
                    </Fragment>
                  ))}
                </Typography>
              </Box>
              {status(e)}
            </Box>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'break-word' }}>
              {nowAt(e)}
              {e.location ? ` · ${e.location}` : ''}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <FileLinks entry={e} />
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <Actions entry={e} onEdit={onEdit} onDelete={onDelete} />
            </Box>
          </Paper>
        ))}
      </Box>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('alumni.history.listTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('alumni.history.rollNumber')}</TableCell>
            <TableCell>{t('alumni.history.student')}</TableCell>
            <TableCell>{t('alumni.history.programme')}</TableCell>
            <TableCell>{t('alumni.fields.status')}</TableCell>
            <TableCell>{t('alumni.history.now')}</TableCell>
            <TableCell>{t('alumni.history.contact')}</TableCell>
            <TableCell>{t('alumni.history.files')}</TableCell>
            <TableCell>{t('alumni.history.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((e) => (
            <TableRow key={e.id} data-testid="alumni-history-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.rollNumber}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {e.name}
                <Typography variant="caption" color="text.secondary" component="div">
                  {e.fatherName}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {e.course} · {e.branch}
                <Typography variant="caption" color="text.secondary" component="div">
                  {e.batch}
                  {e.section ? ` · ${e.section}` : ''}
                </Typography>
              </TableCell>
              <TableCell>{status(e)}</TableCell>
              <TableCell>
                {nowAt(e)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {e.location}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {e.studentMobile}
                <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                  {e.studentEmail}
                </Typography>
              </TableCell>
              <TableCell>
                <FileLinks entry={e} />
              </TableCell>
              <TableCell>
                <Actions entry={e} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
