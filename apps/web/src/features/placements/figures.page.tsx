import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { PlacementFigures } from '@campus/shared';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { RowsView } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useDownloadPlacementFigures, usePlacementFigures } from './api/placements';
import { Part, useCtc } from './components/placement-parts';

type Group = PlacementFigures['groups'][number];
type CompanyHires = PlacementFigures['companies'][number];
type Nirf = PlacementFigures['nirf'][number];
type Naac = PlacementFigures['naac'][number];

/** One figure of the season: its name and the number. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The season's figures: the totals, then by programme and batch, by company, and for NIRF and NAAC. */
function SeasonFigures({ figures: d }: { figures: PlacementFigures }) {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const n = (v: number) => f.number(v);
  const text = (key: string) => t(`placements.figures.${key}`);
  const col = (key: string) => t(`placements.figures.columns.${key}`);
  const s = d.totals;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-labelledby="placement-totals">
        <Typography id="placement-totals" variant="h6" component="h2" sx={{ mb: 1 }}>
          {text('totals')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <Figure label={text('eligible')} value={n(s.eligible)} testId="placement-eligible" />
          <Figure label={text('placed')} value={n(s.placed)} testId="placement-placed" />
          <Figure label={text('percentage')} value={f.percent(s.percentage, 1)} testId="placement-percentage" />
          <Figure label={text('offers')} value={n(s.offers)} testId="placement-offers" />
          <Figure label={text('median')} value={ctc(s.medianCtcRupees)} testId="placement-median" />
          <Figure label={text('highest')} value={ctc(s.highestCtcRupees)} testId="placement-highest" />
          <Figure label={text('higherStudies')} value={n(s.higherStudies)} testId="placement-higher-studies" />
          <Figure label={text('optedOut')} value={n(s.optedOut)} testId="placement-opted-out" />
        </Box>
      </Box>
      {d.groups.length === 0 ? (
        <Alert severity="info">{text('nothing')}</Alert>
      ) : (
        <>
          <Part id="placement-by-group" title={text('byGroup')}>
            <RowsView<Group>
              label={text('byGroup')}
              testId="placement-by-group"
              columns={[
                { key: 'programme', header: col('programme'), card: 'title', cell: (g) => `${g.programme} · ${g.batch}` },
                { key: 'passingYear', header: col('passingYear'), nowrap: true, cell: (g) => String(g.passingYear) },
                { key: 'eligible', header: col('eligible'), align: 'right', cell: (g) => n(g.eligible) },
                { key: 'placed', header: col('placed'), align: 'right', cell: (g) => n(g.placed) },
                { key: 'percentage', header: col('percentage'), align: 'right', cell: (g) => f.percent(g.percentage, 1) },
                { key: 'median', header: col('median'), nowrap: true, cell: (g) => ctc(g.medianCtcRupees) },
                { key: 'highest', header: col('highest'), nowrap: true, cell: (g) => ctc(g.highestCtcRupees) },
                { key: 'higherStudies', header: col('higherStudies'), align: 'right', cell: (g) => n(g.higherStudies) },
              ]}
              rows={d.groups}
              rowKey={(g) => `${g.programme}-${g.batch}`}
              cardsBelow="md"
            />
          </Part>
          <Part id="placement-companies" title={text('companies')}>
            <RowsView<CompanyHires>
              label={text('companies')}
              testId="placement-companies"
              columns={[
                { key: 'company', header: col('company'), card: 'title', cell: (c) => c.company },
                { key: 'sector', header: col('sector'), card: 'secondary', cell: (c) => c.sector },
                { key: 'drives', header: col('drives'), align: 'right', cell: (c) => n(c.drives) },
                { key: 'hires', header: col('hires'), align: 'right', cell: (c) => n(c.hires) },
                { key: 'highest', header: col('highest'), nowrap: true, cell: (c) => ctc(c.highestCtcRupees) },
              ]}
              rows={d.companies}
              rowKey={(c) => c.company}
              cardsBelow="sm"
            />
          </Part>
          <Part id="placement-nirf" title={text('nirf')}>
            <RowsView<Nirf>
              label={text('nirf')}
              columns={[
                { key: 'programme', header: col('programme'), card: 'title', cell: (r) => `${r.programme} · ${r.passingYear}` },
                { key: 'graduating', header: col('graduating'), align: 'right', cell: (r) => n(r.graduating) },
                { key: 'placed', header: col('placed'), align: 'right', cell: (r) => n(r.placed) },
                { key: 'median', header: col('median'), nowrap: true, cell: (r) => ctc(r.medianCtcRupees) },
                { key: 'higherStudies', header: col('higherStudies'), align: 'right', cell: (r) => n(r.higherStudies) },
              ]}
              rows={d.nirf}
              rowKey={(r) => `${r.programme}-${r.passingYear}`}
              cardsBelow="sm"
            />
          </Part>
          <Part id="placement-naac" title={text('naac')}>
            <RowsView<Naac>
              label={text('naac')}
              columns={[
                { key: 'passingYear', header: col('passingYear'), card: 'title', cell: (r) => String(r.passingYear) },
                { key: 'outgoing', header: col('outgoing'), align: 'right', cell: (r) => n(r.outgoing) },
                { key: 'placed', header: col('placed'), align: 'right', cell: (r) => n(r.placed) },
                { key: 'higherStudies', header: col('higherStudies'), align: 'right', cell: (r) => n(r.higherStudies) },
              ]}
              rows={d.naac}
              rowKey={(r) => String(r.passingYear)}
              cardsBelow="sm"
            />
          </Part>
        </>
      )}
    </Box>
  );
}

/**
 * `/app/Placements/Figures`: the season's placements by programme and batch (placed of eligible,
 * median and highest CTC), company by company, higher studies, and the figures NIRF and NAAC ask
 * for; all of it as a workbook.
 */
export function FiguresPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const figures = usePlacementFigures();
  const download = useDownloadPlacementFigures({
    onError: (err) => enqueueSnackbar(t('placements.figures.downloadFailed', { message: err.message }), { variant: 'error' }),
  });
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t('placements.figures.title')}
        subtitle={t('placements.figures.subtitle')}
        actions={
          <Button variant="outlined" startIcon={<Download />} disabled={download.isPending} onClick={() => download.mutate()}>
            {t('placements.figures.xlsx')}
          </Button>
        }
      />
      {figures.isPending && <Skeleton variant="rounded" height={240} />}
      {figures.isError && <LoadFailed error={figures.error} retry={figures.refetch} />}
      {figures.data && <SeasonFigures figures={figures.data} />}
    </Box>
  );
}
