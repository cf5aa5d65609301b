import Search from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGE_SIZES, NAME_MAX, type OverdueLoan } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { useOverdueLoans } from '../api/library-reports';
import { ReportSection } from './report-section';

function useColumns(): PagedColumn<OverdueLoan>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const muted = { color: 'text.secondary', fontSize: 13 } as const;
  return [
    {
      key: 'member',
      header: t('libraryReports.member'),
      cell: (l) => (
        <>
          <Box sx={{ fontWeight: 600 }}>{l.member}</Box>
          <Box sx={{ ...muted, fontFamily: 'monospace' }}>{l.memberNumber}</Box>
        </>
      ),
      card: 'title',
    },
    { key: 'programme', header: t('libraryReports.programmeOrDepartment'), cell: (l) => l.programme ?? '', card: 'secondary' },
    {
      key: 'title',
      header: t('libraryReports.bookTitle'),
      cell: (l) => (
        <>
          <Box sx={{ ...muted, fontFamily: 'monospace' }}>{l.accessionNumber}</Box>
          <Box>{l.title}</Box>
        </>
      ),
      card: 'primary',
      sx: { minWidth: 200 },
    },
    { key: 'issued', header: t('libraryReports.issued'), cell: (l) => format.day(l.issuedOn), nowrap: true },
    { key: 'due', header: t('libraryReports.due'), cell: (l) => format.day(l.dueOn), nowrap: true },
    { key: 'daysLate', header: t('libraryReports.daysLate'), cell: (l) => format.number(l.daysLate), align: 'right', nowrap: true },
    { key: 'fine', header: t('libraryReports.fine'), cell: (l) => format.money(l.finePaise), align: 'right', nowrap: true },
  ];
}

/** Every open loan past its due date today, searched and paged by the server, and its workbook in full. */
export function OverduePanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState({ q: '', page: 1, size: 25 });
  const [text, setText] = useState('');
  const found = useOverdueLoans(search);
  const columns = useColumns();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ ...search, q: text.trim(), page: 1 });
  };
  const searchBar = (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        id="overdue-q"
        type="search"
        label={t('libraryReports.search')}
        helperText={t('libraryReports.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('libraryReports.find')}
      </Button>
      {search.q && (
        <Button
          sx={{ mt: 0.25 }}
          onClick={() => {
            setText('');
            setSearch({ ...search, q: '', page: 1 });
          }}
        >
          {t('libraryReports.clear')}
        </Button>
      )}
    </Box>
  );
  return (
    <ReportSection
      id="overdue"
      title={t('libraryReports.overdueLabel')}
      found={found}
      summary={(p) => t('libraryReports.overdueToday', { count: p.total, today: format.day(p.today) })}
      download={(p) => ({ report: 'overdue', q: search.q, today: p.today })}
      above={searchBar}
    >
      {(p) => (
        <PagedTable
          label={t('libraryReports.overdueLabel')}
          testId="overdue-table"
          columns={columns}
          rows={p.rows}
          rowKey={(l) => l.loanId}
          rowAttributes={(l) => ({ 'data-accession': l.accessionNumber })}
          total={p.total}
          page={search.page}
          pageSize={search.size}
          pageSizes={CATALOGUE_PAGE_SIZES}
          onPageChange={(page) => setSearch({ ...search, page })}
          onPageSizeChange={(size) => setSearch({ ...search, size, page: 1 })}
          loading={found.isFetching}
          empty={search.q ? t('libraryReports.noOverdueMatches') : t('libraryReports.noOverdue')}
          cardsBelow="md"
        />
      )}
    </ReportSection>
  );
}
