import { Box, Button, Link, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { can, PLACEMENT_OFFER_MULTIPLE_DEFAULT, placementSettingsSchema, type Drive } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDrives, usePlacementSettings, useSavePlacementSettings } from './api/placements';
import { DriveDialog } from './components/drive-dialog';
import { drivePath, roundsText, useCtc } from './components/placement-parts';

/** The offer policy: the CTC multiple a placed student's next drive must offer; a field for the office, a sentence for the principal. */
function OfferPolicy({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const settings = usePlacementSettings();
  const multiple = settings.data?.offerMultiple ?? PLACEMENT_OFFER_MULTIPLE_DEFAULT;
  const form = useZodForm(placementSettingsSchema, { offerMultiple: String(multiple) }, { values: { offerMultiple: String(multiple) } });
  const save = useSavePlacementSettings({
    onSuccess: () => enqueueSnackbar(t('placements.settings.saved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`placements.settings.${key}`);
  return (
    <Paper component="section" aria-labelledby="placement-policy" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography id="placement-policy" variant="h6" component="h2">
        {text('title')}
      </Typography>
      {!manage || !settings.data ? (
        <Typography data-testid="placement-policy">{t('placements.settings.state', { multiple: f.number(multiple) })}</Typography>
      ) : (
        <Box
          component="form"
          noValidate
          aria-label={text('title')}
          onSubmit={(ev) => {
            ev.preventDefault();
            void form.handleSubmit((input) => save.mutate(input))();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 1 }}
        >
          <FormTextField
            control={form.control}
            name="offerMultiple"
            id="placement-multiple"
            label={text('multiple')}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: '0 1 280px' }}
          />
          <Button type="submit" variant="outlined" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text('hint')}
      </Typography>
    </Paper>
  );
}

/**
 * `/app/Placements/Drives`: every company's drive, with its CTC, day, rounds, applicants and offers,
 * each leading to its page; the office creates drives and keeps the offer policy.
 */
export function DrivesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const ctc = useCtc();
  const manage = can(useSession()?.roles, 'placements.manage');
  const drives = useDrives();
  const [adding, setAdding] = useState(false);
  const col = (key: string) => t(`placements.drives.columns.${key}`);
  const columns: PagedColumn<Drive>[] = [
    {
      key: 'company',
      header: col('company'),
      card: 'title',
      sx: { fontWeight: 600, minWidth: 150 },
      cell: (d) => (
        <Link component={RouterLink} to={drivePath(d.id)} aria-label={t('placements.drives.open', { company: d.company })}>
          {d.company}
        </Link>
      ),
    },
    { key: 'job', header: col('job'), card: 'primary', cell: (d) => d.jobTitle, sx: { minWidth: 160 } },
    { key: 'ctc', header: col('ctc'), nowrap: true, cell: (d) => ctc(d.ctcRupees) },
    { key: 'day', header: col('day'), nowrap: true, cell: (d) => f.day(d.driveOn) },
    { key: 'mode', header: col('mode'), cell: (d) => t(`placements.modes.${d.mode}`) },
    { key: 'rounds', header: col('rounds'), card: 'secondary', cell: (d) => roundsText(t, d.rounds), sx: { minWidth: 180 } },
    { key: 'applicants', header: col('applicants'), align: 'right', cell: (d) => f.number(d.applicants) },
    { key: 'offers', header: col('offers'), align: 'right', cell: (d) => f.number(d.offers) },
  ];
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('placements.drives.title')}
        subtitle={t('placements.drives.subtitle')}
        actions={
          manage && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('placements.drives.add')}
            </Button>
          )
        }
      />
      <OfferPolicy manage={manage} />
      {drives.isPending && <Skeleton variant="rounded" height={240} />}
      {drives.isError && <LoadFailed error={drives.error} retry={drives.refetch} />}
      {drives.data && (
        <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
          {drives.data.length === 0 ? (
            <Typography color="text.secondary">{t('placements.drives.empty')}</Typography>
          ) : (
            <RowsView
              label={t('placements.drives.table')}
              testId="drives-table"
              columns={columns}
              rows={drives.data}
              rowKey={(d) => d.id}
              rowAttributes={(d) => ({ 'data-drive': d.company })}
              cardsBelow="md"
            />
          )}
        </Paper>
      )}
      {adding && <DriveDialog drive={null} onClose={() => setAdding(false)} />}
    </Box>
  );
}
