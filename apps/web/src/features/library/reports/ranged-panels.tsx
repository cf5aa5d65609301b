import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_PAGE_SIZES,
  type CirculationByDay,
  type CirculationByProgramme,
  type LibraryReportRange,
  type MostBorrowed,
} from '@campus/shared';
import { PagedTable, RowsView, type PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { useRangedReport } from '../api/library-reports';
import { ReportSection } from './report-section';

type Day = CirculationByDay['days'][number];
type ProgrammeRow = CirculationByProgramme['rows'][number];
type TitleRow = MostBorrowed['rows'][number];

/** "1 Nov 2026 to 30 Nov 2026". */
function useRangeText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (r: { from: string; to: string }) => t('libraryReports.ofRange', { from: format.day(r.from), to: format.day(r.to) });
}

/** A day's issues, returns and members served, a page of days at a time; a closed day says so. */
export function CirculationPanel({ range }: { range: LibraryReportRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeText = useRangeText();
  const found = useRangedReport('circulation', range);
  const phone = usePhoneLayout('sm');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(50);
  const columns: PagedColumn<Day>[] = [
    {
      key: 'day',
      header: t('libraryReports.day'),
      cell: (d) => (
        <>
          <Box sx={{ whiteSpace: 'nowrap' }}>{format.day(d.day)}</Box>
          {d.closed && <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{t('libraryReports.closed')}</Box>}
        </>
      ),
    },
    { key: 'issues', header: t('libraryReports.issues'), cell: (d) => format.number(d.issues), align: 'right', nowrap: true },
    { key: 'returns', header: t('libraryReports.returns'), cell: (d) => format.number(d.returns), align: 'right', nowrap: true },
    { key: 'members', header: t('libraryReports.membersShort'), cell: (d) => format.number(d.members), align: 'right', nowrap: true },
  ];
  // A phone's card a day: the day, and its three figures on one line, so that a month stays short.
  const phoneColumns: PagedColumn<Day>[] = [
    { ...columns[0]!, card: 'title' },
    {
      key: 'figures',
      header: t('libraryReports.daysLabel'),
      cell: (d) =>
        (['issues', 'returns', 'membersShort'] as const)
          .map((k) => `${t(`libraryReports.${k}`)} ${format.number(d[k === 'membersShort' ? 'members' : k])}`)
          .join(' · '),
      card: 'primary',
    },
  ];
  return (
    <ReportSection
      id="circulation"
      title={t('libraryReports.daysLabel')}
      found={found}
      summary={(r) => (
        <>
          <Typography component="span">{rangeText(r)}</Typography>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 1 }}>
            {(['issues', 'returns', 'members'] as const).map((k) => (
              <Box key={k} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }} data-testid={`circulation-total-${k}`}>
                <Box component="dt">{t(`libraryReports.${k}`)}</Box>
                <Box component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 700, color: 'text.primary' }}>
                  {format.number(r.totals[k])}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
      download={(r) => ({ report: 'circulation', range: { from: r.from, to: r.to } })}
    >
      {(r) => {
        const last = Math.max(1, Math.ceil(r.days.length / size));
        const shown = Math.min(page, last);
        return (
          <PagedTable
            label={t('libraryReports.daysLabel')}
            testId="circulation-days"
            columns={phone ? phoneColumns : columns}
            rows={r.days.slice((shown - 1) * size, shown * size)}
            rowKey={(d) => d.day}
            rowAttributes={(d) => ({ 'data-day': d.day })}
            rowTone={(d) => (d.closed ? 'warning' : undefined)}
            total={r.days.length}
            page={shown}
            pageSize={size}
            pageSizes={CATALOGUE_PAGE_SIZES}
            onPageChange={setPage}
            onPageSizeChange={(next) => {
              setSize(next);
              setPage(1);
            }}
            empty={t('libraryReports.noDays')}
            cardsBelow="sm"
          />
        );
      }}
    </ReportSection>
  );
}

/** Issues per programme of the student borrowers, then faculty, with the members each has. */
export function ProgrammesPanel({ range }: { range: LibraryReportRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeText = useRangeText();
  const found = useRangedReport('programmes', range);
  const columns: PagedColumn<ProgrammeRow>[] = [
    { key: 'programme', header: t('libraryReports.programme'), cell: (r) => r.programme ?? t('libraryReports.faculty'), card: 'title' },
    { key: 'issues', header: t('libraryReports.issues'), cell: (r) => format.number(r.issues), align: 'right', nowrap: true },
    {
      key: 'members',
      header: t('libraryReports.activeMembers'),
      cell: (r) => format.number(r.members),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'perMember',
      header: t('libraryReports.perMember'),
      cell: (r) => format.number(r.issuesPerMember, 2),
      align: 'right',
      nowrap: true,
    },
  ];
  return (
    <ReportSection
      id="programmes"
      title={t('libraryReports.programmesLabel')}
      found={found}
      summary={(r) => `${rangeText(r)} · ${t('libraryReports.issues')}: ${format.number(r.total.issues)}`}
      download={(r) => ({ report: 'programmes', range: { from: r.from, to: r.to } })}
    >
      {(r) => (
        <RowsView
          label={t('libraryReports.programmesLabel')}
          testId="programmes-table"
          columns={columns}
          rows={r.rows}
          rowKey={(row) => row.programme ?? 'faculty'}
        />
      )}
    </ReportSection>
  );
}

/** The 50 titles issued most in the range. */
export function MostBorrowedPanel({ range }: { range: LibraryReportRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeText = useRangeText();
  const found = useRangedReport('most-borrowed', range);
  const columns: PagedColumn<TitleRow>[] = [
    { key: 'rank', header: t('libraryReports.rank'), cell: (r) => `${r.rank}.`, nowrap: true, card: 'title' },
    { key: 'title', header: t('libraryReports.bookTitle'), cell: (r) => r.title, card: 'title', sx: { fontWeight: 600, minWidth: 200 } },
    { key: 'authors', header: t('libraryReports.authors'), cell: (r) => r.authors.join('; '), card: 'primary' },
    { key: 'issues', header: t('libraryReports.issues'), cell: (r) => format.number(r.issues), align: 'right', nowrap: true },
    { key: 'copies', header: t('libraryReports.copies'), cell: (r) => format.number(r.copies), align: 'right', nowrap: true },
  ];
  return (
    <ReportSection
      id="most-borrowed"
      title={t('libraryReports.mostBorrowedLabel')}
      found={found}
      summary={rangeText}
      download={(r) => ({ report: 'most-borrowed', range: { from: r.from, to: r.to } })}
    >
      {(r) =>
        r.rows.length === 0 ? (
          <Alert severity="info">{t('libraryReports.noIssues')}</Alert>
        ) : (
          <RowsView
            label={t('libraryReports.mostBorrowedLabel')}
            testId="most-borrowed-table"
            columns={columns}
            rows={r.rows}
            rowKey={(row) => row.titleId}
          />
        )
      }
    </ReportSection>
  );
}

const NAAC_FIGURES = [
  'openDays',
  'memberVisits',
  'averageDailyUsers',
  'issuesToStudents',
  'activeStudents',
  'booksPerStudent',
  'titlesHeld',
  'volumesHeld',
  'titlesAdded',
  'volumesAdded',
] as const;
const RATIOS: readonly string[] = ['averageDailyUsers', 'booksPerStudent'];

/** NAAC criterion 4.2's library figures of the range, with how they are counted. */
export function NaacPanel({ range }: { range: LibraryReportRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeText = useRangeText();
  const found = useRangedReport('naac', range);
  type Figure = { key: (typeof NAAC_FIGURES)[number]; value: number };
  const columns: PagedColumn<Figure>[] = [
    { key: 'figure', header: t('libraryReports.figure'), cell: (f) => t(`libraryReports.naac.${f.key}`), card: 'primary' },
    {
      key: 'value',
      header: t('libraryReports.value'),
      cell: (f) => format.number(f.value, RATIOS.includes(f.key) ? 2 : undefined),
      align: 'right',
      nowrap: true,
      card: 'title',
    },
  ];
  return (
    <ReportSection
      id="naac"
      title={t('libraryReports.naacLabel')}
      found={found}
      summary={rangeText}
      download={(r) => ({ report: 'naac', range: { from: r.from, to: r.to } })}
    >
      {(r) => (
        <>
          <RowsView
            label={t('libraryReports.naacLabel')}
            testId="naac-table"
            columns={columns}
            rows={NAAC_FIGURES.map((key) => ({ key, value: r[key] }))}
            rowKey={(f) => f.key}
            rowAttributes={(f) => ({ 'data-figure': f.key })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('libraryReports.naacNote')}
          </Typography>
        </>
      )}
    </ReportSection>
  );
}
