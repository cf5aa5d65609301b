import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Period, type Slot } from '@campus/shared';
import { usePhoneLayout } from '../../../lib/layout';

interface WeekGridProps {
  /** The grid's name for a screen reader: `Timetable of B.Tech CSE 2024 A`. */
  label: string;
  periods: Period[];
  slots: Slot[];
  /** A class as its cell shows it: the first line stands out (the code), the others follow. */
  lines: (slot: Slot) => string[];
  /** A manager's Add of a cell; none for a reader. */
  onAdd?: (weekday: number, period: Period) => void;
  /** A manager's Remove of a class; none for a reader. */
  onRemove?: (slot: Slot) => void;
}

/** `Period 2 · 10:20–11:10`'s times. */
export const periodTimes = (p: Period) => `${p.startsAt}–${p.endsAt}`;

/** The classes of a cell, each with its Remove for a manager, and Add under them. */
function Cell({
  weekday,
  period,
  slots,
  lines,
  onAdd,
  onRemove,
}: Omit<WeekGridProps, 'label' | 'periods' | 'slots'> & { weekday: number; period: Period; slots: Slot[] }) {
  const { t } = useTranslation();
  const day = t(`timetable.days.${weekday}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      {slots.map((s) => {
        const [first, ...rest] = lines(s);
        return (
          <Box
            key={s.id}
            data-slot={s.id}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 0.5,
              p: 0.75,
              borderRadius: 1,
              bgcolor: s.labBatch === null ? 'action.hover' : 'action.selected',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
                {first}
              </Typography>
              {rest.map((line, i) => (
                <Typography key={i} variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
            </Box>
            {onRemove && (
              <IconButton
                size="small"
                aria-label={t('timetable.grid.remove', { code: s.code, day, period: period.number })}
                onClick={() => onRemove(s)}
                sx={{ mt: -0.5, mr: -0.5 }}
              >
                <Close fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
      {onAdd && (
        <Button
          size="small"
          startIcon={<Add />}
          aria-label={t('timetable.grid.addIn', { day, period: period.number })}
          onClick={() => onAdd(weekday, period)}
          sx={{ alignSelf: 'stretch', minHeight: slots.length ? undefined : 48, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
        >
          {t('timetable.grid.add')}
        </Button>
      )}
    </Box>
  );
}

/**
 * A week of classes: Monday to Saturday by the periods of the day. On a wider screen a grid, which
 * scrolls inside its box with the day column kept in view; on a phone a list of each day's periods.
 */
export function WeekGrid({ label, periods, slots, lines, onAdd, onRemove }: WeekGridProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const of = (weekday: number, period: number) => slots.filter((s) => s.weekday === weekday && s.period === period);
  const cell = (weekday: number, period: Period) => (
    <Cell weekday={weekday} period={period} slots={of(weekday, period.number)} lines={lines} onAdd={onAdd} onRemove={onRemove} />
  );
  if (periods.length === 0)
    return (
      <Typography color="text.secondary" data-testid="no-periods">
        {t('timetable.grid.noPeriods')}
      </Typography>
    );
  if (phone)
    return (
      <Box component="section" aria-label={label} data-testid="week-list" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {WEEKDAYS.map((weekday) => {
          // A reader sees the periods that have a class; a manager every period, to add one.
          const shown = periods.filter((p) => onAdd || of(weekday, p.number).length > 0);
          return (
            <Paper key={weekday} variant="outlined" sx={{ p: 1.5 }} data-day-list={weekday}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t(`timetable.days.${weekday}`)}
              </Typography>
              {shown.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('timetable.grid.noClasses')}
                </Typography>
              )}
              {shown.map((p) => (
                <Box
                  key={p.number}
                  data-day={weekday}
                  data-period={p.number}
                  sx={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}
                >
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('timetable.periodN', { n: p.number })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {periodTimes(p)}
                    </Typography>
                  </Box>
                  {cell(weekday, p)}
                </Box>
              ))}
            </Paper>
          );
        })}
      </Box>
    );
  const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' } as const;
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label} data-testid="week-grid" sx={{ tableLayout: 'fixed', minWidth: 110 + periods.length * 150 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, width: 110 }}>{t('timetable.grid.day')}</TableCell>
            {periods.map((p) => (
              <TableCell key={p.number} sx={{ width: 150 }}>
                <Box sx={{ fontWeight: 600 }}>{t('timetable.periodN', { n: p.number })}</Box>
                <Typography variant="caption" color="text.secondary">
                  {periodTimes(p)}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {WEEKDAYS.map((weekday) => (
            <TableRow key={weekday}>
              <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600 }}>
                {t(`timetable.days.${weekday}`)}
              </TableCell>
              {periods.map((p) => (
                <TableCell key={p.number} data-day={weekday} data-period={p.number} sx={{ verticalAlign: 'top', p: 0.75 }}>
                  {cell(weekday, p)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
