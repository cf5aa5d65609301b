import Close from '@mui/icons-material/Close';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleResultRow } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useTitleResults } from '../api/get-title-results';
import { usePreviewGradeSheet } from '../api/preview-grade-sheet';

const PAGE_SIZES = [10, 25, 50, 100];
const SEARCH_DELAY_MS = 300;

/** The search text once typing pauses, so that each key does not ask the server. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One exam title's results as examination staff check them before publishing: a page of students
 * with their totals, found by roll number or name, and each one's grade sheet (marked DRAFT while
 * the title is a draft).
 */
export function TitleResults({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Credits to one decimal, whole ones without.
  const num = (n: number) => format.number(Math.round(n * 10) / 10);
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [pageSize, setPageSize] = useState(25);
  const [searchText, setSearchText] = useState('');
  const search = useSettled(searchText, SEARCH_DELAY_MS);
  // Another title, search or page size starts again at page 1.
  const listKey = `${title}\u0000${search}\u0000${pageSize}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = (p: number) => setPaging({ listKey, page: p });
  const results = useTitleResults(title, { page, pageSize, search });
  const preview = usePreviewGradeSheet({
    onError: (err) => enqueueSnackbar(err.message || t('results.admin.previewFailed'), { variant: 'error' }),
  });

  const data = results.data;
  const draft = data?.status === 'draft';
  const open = (rollNo: string) => preview.mutate({ title, rollNo });
  const sheetButton = (r: TitleResultRow) => (
    <Button
      size="small"
      startIcon={<PictureAsPdf />}
      onClick={() => open(r.rollNo)}
      disabled={preview.isPending}
      aria-label={t(draft ? 'results.admin.draftSheetOf' : 'results.admin.sheetOf', { rollNo: r.rollNo })}
    >
      {t(draft ? 'results.admin.draftSheet' : 'results.admin.sheet')}
    </Button>
  );

  return (
    <Paper
      sx={{ p: { xs: 1.5, md: 2 }, mt: 3, display: 'grid', gap: 1.5 }}
      aria-labelledby={headingId}
      component="section"
      data-testid="title-results"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {t('results.admin.resultsOf', { title })}
          </Typography>
          {data && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, color: 'text.secondary', fontSize: 14 }}>
              <Chip size="small" color={draft ? 'default' : 'success'} label={t(`results.admin.${data.status}`)} />
              <span data-testid="title-results-total">{t('results.admin.studentCount', { count: data.total })}</span>
            </Box>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label={t('results.admin.closeResults')}>
          <Close />
        </IconButton>
      </Box>
      {data && (
        <Alert severity={draft ? 'warning' : 'info'} data-testid="title-results-note">
          {t(draft ? 'results.admin.draftNote' : 'results.admin.publishedNote')}
        </Alert>
      )}
      <TextField
        size="small"
        label={t('results.admin.search')}
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: { md: 360 } }}
      />
      {results.isFetching && data && <LinearProgress aria-label={t('common.loading')} />}
      {results.isLoading ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : results.isError || !data ? (
        <Alert severity="error">{results.error?.message || t('results.admin.resultsLoadFailed')}</Alert>
      ) : data.rows.length === 0 ? (
        <Alert severity="info">{t('results.admin.noResults')}</Alert>
      ) : phone ? (
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="title-results-rows">
          {data.rows.map((r) => (
            <Paper key={r.rollNo} variant="outlined" sx={{ p: 1.5 }} data-roll={r.rollNo}>
              <Typography sx={{ fontWeight: 600 }}>{r.studentName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {r.rollNo}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, my: 1, fontSize: 14 }}>
                <span>
                  {t('results.sgpa')}: <strong>{format.number(r.sgpa, 2)}</strong>
                </span>
                <span>
                  {t('results.earnedCredits')}: {num(r.earnedCredits)} / {num(r.totalCredits)}
                </span>
                <span>
                  {t('results.passCount')}: {format.number(r.passCount)}
                </span>
                <span>
                  {t('results.failCount')}: {format.number(r.failCount)}
                </span>
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{sheetButton(r)}</Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="title-results-rows" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('results.studentRollNo')}</TableCell>
                <TableCell>{t('results.studentName')}</TableCell>
                <TableCell align="right">{t('results.earnedCredits')}</TableCell>
                <TableCell align="right">{t('results.passCount')}</TableCell>
                <TableCell align="right">{t('results.failCount')}</TableCell>
                <TableCell align="right">{t('results.sgpa')}</TableCell>
                <TableCell align="right">{t('results.admin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.rollNo} data-roll={r.rollNo} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.rollNo}</TableCell>
                  <TableCell>{r.studentName}</TableCell>
                  <TableCell align="right">
                    {num(r.earnedCredits)} / {num(r.totalCredits)}
                  </TableCell>
                  <TableCell align="right">{format.number(r.passCount)}</TableCell>
                  <TableCell align="right">{format.number(r.failCount)}</TableCell>
                  <TableCell align="right">{format.number(r.sgpa, 2)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {sheetButton(r)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={Math.max(0, page - 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, p) => setPage(p + 1)}
          onRowsPerPageChange={(e) => setPageSize(Number(e.target.value))}
          labelRowsPerPage={t('results.admin.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('results.admin.shownRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`results.admin.${type}Page`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </Paper>
  );
}
