import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadRowError } from '@campus/shared';
import { downloadBlob, errorMessage } from '../../lib/api';
import { errorsCsv } from './upload-errors-csv';

/** What the table calls the places of a file other than a workbook (a MARC file's records). */
export interface UploadErrorsWording {
  /** The first heading: Record. */
  place: string;
  /** "in 3 records" */
  places: (count: number) => string;
  /** What to do: correct the records and import the file again. */
  hint: string;
}

/** At most this many rows are drawn; the CSV holds them all. */
const SHOWN = 500;

/** The rows of a refused upload, readable on screen and downloadable as CSV. */
export function UploadErrorsTable({
  message,
  errors: answered,
  fileName,
  wording,
}: {
  message: string;
  errors: UploadRowError[];
  fileName: string;
  /** Other words than a workbook's rows. */
  wording?: UploadErrorsWording;
}) {
  const { t, i18n } = useTranslation();
  // Each problem in the chosen language, by the key the server sent with it.
  const errors = useMemo(
    () => answered.map((e) => ({ ...e, message: errorMessage(e) ?? e.message })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answered, i18n.language],
  );
  const title = t('upload.errorsTitle', {
    problems: t('upload.problems', { count: errors.length }),
    rows: (wording?.places ?? ((count: number) => t('upload.rows', { count })))(new Set(errors.map((e) => e.row)).size),
  });
  const header: [string, string, string] = [wording?.place ?? t('upload.row'), t('upload.column'), t('upload.message')];
  const download = () =>
    downloadBlob(
      new Blob([errorsCsv(errors, header)], { type: 'text/csv;charset=utf-8' }),
      `${fileName.replace(/\.[^.]+$/, '')}-errors.csv`,
    );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="upload-errors">
      <Alert severity="error">
        <strong>{message}</strong>
        {errors.length > 0 && <Box>{wording?.hint ?? t('upload.errorsHint')}</Box>}
      </Alert>
      {errors.length > 0 && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Button size="small" variant="outlined" startIcon={<Download />} onClick={download}>
              {t('upload.downloadErrors')}
            </Button>
          </Box>
          {errors.length > SHOWN && (
            <Alert severity="info" data-testid="upload-errors-truncated">
              {t('upload.truncated', { shown: SHOWN, count: errors.length })}
            </Alert>
          )}
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label={title} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: { xs: 48, sm: 72 } }}>{header[0]}</TableCell>
                  <TableCell sx={{ width: { xs: 110, sm: 200 } }}>{header[1]}</TableCell>
                  <TableCell>{header[2]}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {errors.slice(0, SHOWN).map((e, i) => (
                  <TableRow key={i} hover>
                    <TableCell>{e.row ?? ''}</TableCell>
                    <TableCell>{e.column ?? ''}</TableCell>
                    <TableCell>{e.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
