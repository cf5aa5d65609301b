import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate, type Substitution } from '@campus/shared';
import { DateField } from '../../../components/date-field';
import { DeleteDialog } from '../../../components/edit-delete-actions';
import { LoadFailed } from '../../../components/list-head';
import { useFormat } from '../../../lib/format';
import { useRemoveSubstitution, useSubstitutions } from '../api/timetable';
import { SubstitutionDialog } from './substitution-dialog';
import { useTimetableSearch, weekdayOf } from './timetable-search';

/** Substitutions: the substitutes arranged for a day; the office arranges and cancels them. */
export function SubstitutionsPanel({ manager }: { manager: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const { wanted, apply } = useTimetableSearch();
  const date = wanted.date;
  const list = useSubstitutions(date);
  // What is typed into the date field; the address follows once it names a day.
  const [typed, setTyped] = useState(date);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Substitution | null>(null);
  const remove = useRemoveSubstitution({
    onSuccess: (_answer, s) => {
      enqueueSnackbar(t('timetable.substitutions.removed', { faculty: s.faculty, code: s.slot.code }), { variant: 'success' });
      setRemoving(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('timetable.removeFailed', { message: err.message }), { variant: 'error' });
      setRemoving(null);
    },
  });
  const weekday = weekdayOf(date);
  const day = weekday === 7 ? t('timetable.sunday') : t(`timetable.days.${weekday}`);
  const rows = list.data ?? [];
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateField
          id="substitutions-date"
          size="small"
          label={t('timetable.substitutions.date')}
          value={typed}
          onChange={(v) => {
            setTyped(v);
            if (isCalendarDate(v)) apply({ date: v });
          }}
          sx={{ flex: '0 1 220px' }}
        />
        {manager && (
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ ml: { sm: 'auto' } }}>
            {t('timetable.substitutions.add')}
          </Button>
        )}
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <Typography variant="h6" component="h2" role="status" data-testid="substitutions-heading">
          {t('timetable.substitutions.heading', { day, date: f.day(date), count: rows.length })}
        </Typography>
        {list.isPending && <Skeleton variant="rounded" height={120} />}
        {list.isError && <LoadFailed error={list.error} retry={list.refetch} />}
        {list.isSuccess && rows.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('timetable.substitutions.none')}
          </Alert>
        )}
        {rows.length > 0 && (
          <List aria-label={t('timetable.substitutions.listLabel', { date: f.day(date) })} data-testid="substitutions">
            {rows.map((s) => (
              <ListItem
                key={s.id}
                divider
                data-substitution={s.id}
                secondaryAction={
                  manager && (
                    <IconButton
                      edge="end"
                      aria-label={t('timetable.substitutions.removeFor', { code: s.slot.code, period: s.slot.period })}
                      onClick={() => setRemoving(s)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {t('timetable.periodN', { n: s.slot.period })}
                      </Box>
                      <span>{s.slot.section}</span>
                      <Box component="span" sx={{ fontFamily: 'monospace' }}>
                        {s.slot.code}
                      </Box>
                    </Box>
                  }
                  secondary={t('timetable.substitutions.takes', { faculty: s.faculty, teacher: s.slot.faculty })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {adding && <SubstitutionDialog date={date} onClose={() => setAdding(false)} />}
      {removing && (
        <DeleteDialog
          heading={t('timetable.substitutions.removeHeading')}
          text={t('timetable.substitutions.removeText', {
            faculty: removing.faculty,
            teacher: removing.slot.faculty,
            code: removing.slot.code,
            section: removing.slot.section,
            date: f.day(removing.date),
          })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
