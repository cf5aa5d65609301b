import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { collegeToday, isCalendarDate, libraryReportRangeSchema, type LibraryReportRange } from '@campus/shared';
import { FormDateField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PageHeader } from '../../../components/page-header';
import { CirculationPanel, MostBorrowedPanel, NaacPanel, ProgrammesPanel } from './ranged-panels';
import { OverduePanel } from './overdue-panel';

const TABS = ['circulation', 'programmes', 'overdue', 'mostBorrowed', 'naac'] as const;
type ReportTab = (typeof TABS)[number];

/** The last 30 college days, today included: a month of the desk's work whatever day of the month it is. */
function lastMonth(): LibraryReportRange {
  const to = collegeToday();
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), to };
}

/** The range in the address, or the last 30 days when it names none (or names days that are not). */
function rangeFrom(params: URLSearchParams): LibraryReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isCalendarDate(from) && isCalendarDate(to) ? { from, to } : lastMonth();
}

/** From and To, checked as the server checks them (to not before from, at most 366 days), then Show. */
function RangeForm({ range, onShow }: { range: LibraryReportRange; onShow: (range: LibraryReportRange) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(libraryReportRangeSchema, range);
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Box
        component="form"
        noValidate
        aria-label={t('libraryReports.range')}
        onSubmit={(e) => void form.handleSubmit(onShow)(e)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <FormDateField control={form.control} name="from" id="reports-from" size="small" label={t('libraryReports.from')} />
        <FormDateField
          control={form.control}
          name="to"
          id="reports-to"
          size="small"
          label={t('libraryReports.to')}
          helperText={t('libraryReports.rangeHint')}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('libraryReports.show')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * `/app/Library/Reports`: the library's reports for its staff, each a tab with its table and its
 * Excel download. The tab and the range are in the address (`?tab=naac&from=…&to=…`), so Back and a
 * reload keep them; the overdue books are of today, whatever the range.
 */
export function LibraryReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ReportTab | null;
  const tab: ReportTab = asked && TABS.includes(asked) ? asked : 'circulation';
  const range = rangeFrom(params);
  const go = (next: { tab?: ReportTab; range?: LibraryReportRange }) => {
    const shown = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'circulation') shown.set('tab', nextTab);
    const nextRange = next.range ?? (params.has('from') ? range : undefined);
    if (nextRange) {
      shown.set('from', nextRange.from);
      shown.set('to', nextRange.to);
    }
    setParams(shown, { replace: !next.range });
  };
  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <PageHeader title={t('libraryReports.title')} subtitle={t('libraryReports.subtitle')} />
      {tab !== 'overdue' && <RangeForm key={`${range.from}/${range.to}`} range={range} onShow={(r) => go({ range: r })} />}
      <Tabs
        value={tab}
        onChange={(_e, next: ReportTab) => go({ tab: next })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('libraryReports.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((k) => (
          <Tab key={k} value={k} label={t(`libraryReports.tabs.${k}`)} id={`reports-tab-${k}`} aria-controls={`reports-panel-${k}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`reports-panel-${tab}`} aria-labelledby={`reports-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'circulation' && <CirculationPanel range={range} />}
        {tab === 'programmes' && <ProgrammesPanel range={range} />}
        {tab === 'overdue' && <OverduePanel />}
        {tab === 'mostBorrowed' && <MostBorrowedPanel range={range} />}
        {tab === 'naac' && <NaacPanel range={range} />}
      </Box>
    </Box>
  );
}
