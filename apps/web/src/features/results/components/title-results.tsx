import Close from '@mui/icons-material/Close';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, Chip, IconButton, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleResultRow } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../../components/paged-table';
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

  const columns: PagedColumn<TitleResultRow>[] = [
    { key: 'rollNo', header: t('results.studentRollNo'), cell: (r) => r.rollNo, nowrap: true, card: 'primary' },
    { key: 'name', header: t('results.studentName'), cell: (r) => r.studentName, card: 'title' },
    {
      key: 'credits',
      header: t('results.earnedCredits'),
      cell: (r) => `${num(r.earnedCredits)} / ${num(r.totalCredits)}`,
      align: 'right',
      nowrap: true,
    },
    { key: 'pass', header: t('results.passCount'), cell: (r) => format.number(r.passCount), align: 'right', nowrap: true },
    { key: 'fail', header: t('results.failCount'), cell: (r) => format.number(r.failCount), align: 'right', nowrap: true },
    { key: 'sgpa', header: t('results.sgpa'), cell: (r) => format.number(r.sgpa, 2), align: 'right', nowrap: true },
  ];

  return (
    <Paper
      sx={{ p: { xs: 1.5, md: 2 }, mt: 3, display: 'grid', gap: 1.5 }}
      aria-labelledby={headingId}
      component="section"
      data-testid="title-results"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={headingId}>
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
      {results.isError ? (
        <Alert severity="error">{results.error?.message || t('results.admin.resultsLoadFailed')}</Alert>
      ) : (
        <PagedTable
          label={t('results.admin.resultsOf', { title })}
          testId="title-results-rows"
          columns={columns}
          rows={data?.rows}
          rowKey={(r) => r.rollNo}
          rowAttributes={(r) => ({ 'data-roll': r.rollNo })}
          actions={sheetButton}
          actionsHeader={t('results.admin.actions')}
          total={data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          loading={results.isFetching}
          empty={t('results.admin.noResults')}
          cardsBelow="md"
        />
      )}
    </Paper>
  );
}
