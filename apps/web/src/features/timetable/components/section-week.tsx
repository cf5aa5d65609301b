import { Alert, Box, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period, SectionTimetable, Slot } from '@campus/shared';
import { DeleteDialog } from '../../../components/edit-delete-actions';
import { LoadFailed } from '../../../components/list-head';
import { useRemoveSlot, useSectionTimetable } from '../api/timetable';
import { SectionPicker } from './section-picker';
import { SlotDialog, useAllocationLabel } from './slot-dialog';
import { useTimetableSearch } from './timetable-search';
import { WeekGrid } from './week-grid';

/** The section's allocations with how many classes a week each has on the timetable. */
function Allocations({ week }: { week: SectionTimetable }) {
  const { t } = useTranslation();
  const label = useAllocationLabel();
  return (
    // Beside the grid only on a wide screen: at 1280 px the week needs the whole width, or its last periods scroll out of view.
    <Paper variant="outlined" sx={{ p: 1.5, flex: { xs: '1 1 100%', xl: '0 0 300px' }, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('timetable.section.allocations')}
      </Typography>
      {week.allocations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('timetable.section.noAllocations')}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-label={t('timetable.section.allocations')}
          data-testid="allocations"
          // Under the grid, in columns; beside it, one.
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))', xl: '1fr' }, columnGap: 2 }}
        >
          {week.allocations.map((a) => (
            <ListItem key={a.id} disableGutters data-allocation={a.id}>
              <ListItemText primary={label(a)} secondary={t('timetable.section.classes', { count: a.classes })} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Section timetable: a section chosen by batch, branch and name, its week, and for the office its classes added and removed. */
export function SectionWeek({ manager }: { manager: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { wanted } = useTimetableSearch();
  const week = useSectionTimetable(wanted.sectionId);
  const [adding, setAdding] = useState<{ weekday: number; period: Period } | null>(null);
  const [removing, setRemoving] = useState<Slot | null>(null);
  const remove = useRemoveSlot({
    onSuccess: (_answer, s) => {
      enqueueSnackbar(t('timetable.slot.removed', { code: s.code, day: t(`timetable.days.${s.weekday}`), period: s.period }), {
        variant: 'success',
      });
      setRemoving(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('timetable.removeFailed', { message: err.message }), { variant: 'error' });
      setRemoving(null);
    },
  });
  const data = week.data;
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <SectionPicker />
      </Paper>
      {wanted.sectionId === null && <Alert severity="info">{t('timetable.section.choose')}</Alert>}
      {week.isPending && wanted.sectionId !== null && <Skeleton variant="rounded" height={320} />}
      {week.isError && <LoadFailed error={week.error} retry={week.refetch} />}
      {data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Paper sx={{ p: { xs: 1, md: 2 }, flex: '1 1 600px', minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {data.section}
              {data.room && (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  {t('timetable.roomN', { room: data.room })}
                </Typography>
              )}
            </Typography>
            <WeekGrid
              label={t('timetable.section.gridLabel', { section: data.section })}
              periods={data.periods}
              slots={data.slots}
              lines={(s) => [
                s.code,
                s.faculty,
                ...(s.room ? [t('timetable.roomN', { room: s.room })] : []),
                ...(s.labBatch === null ? [] : [t('timetable.labBatch', { n: s.labBatch })]),
              ]}
              onAdd={manager ? (weekday, period) => setAdding({ weekday, period }) : undefined}
              onRemove={manager ? setRemoving : undefined}
            />
          </Paper>
          <Allocations week={data} />
        </Box>
      )}
      {adding && data && <SlotDialog week={data} weekday={adding.weekday} period={adding.period} onClose={() => setAdding(null)} />}
      {removing && (
        <DeleteDialog
          heading={t('timetable.slot.removeHeading', { code: removing.code })}
          text={t('timetable.slot.removeText', {
            code: removing.code,
            subject: removing.subject,
            section: removing.section,
            day: t(`timetable.days.${removing.weekday}`),
            period: removing.period,
          })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
