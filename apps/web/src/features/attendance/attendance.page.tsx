import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collegeToday, isCalendarDate, type ClassesOfDay } from '@campus/shared';
import { DateField } from '../../components/date-field';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useClassesOfDay } from './api/attendance';
import { useAttendanceSearch, weekdayOf } from './components/attendance-search';
import { ClassCard } from './components/class-card';
import { RegisterDialog } from './components/register-dialog';
import { useQueueState, useSendQueue } from './components/use-register-queue';
import { forgetRefusal, registerKey, type RegisterRef } from './register-queue';

/** Registers kept on the phone or refused that the day shown does not list (another day's). */
function OnThisPhone({ day, listed, onOpen }: { day: ClassesOfDay | undefined; listed: Set<string>; onOpen: (r: RegisterRef) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { queued, refused } = useQueueState();
  const others = [...queued.values(), ...refused.values()].filter((item) => !listed.has(registerKey(item.save)));
  if (!day || others.length === 0) return null;
  return (
    <Paper sx={{ p: { xs: 1, md: 2 }, mt: 2 }}>
      <Typography variant="h6" component="h2">
        {t('attendance.phone.heading')}
      </Typography>
      <List data-testid="on-this-phone">
        {others.map((item) => {
          const key = registerKey(item.save);
          const isRefused = 'message' in item;
          return (
            <ListItem
              key={`${isRefused ? 'r' : 'q'}:${key}`}
              disablePadding
              secondaryAction={
                isRefused && (
                  <Button size="small" onClick={() => forgetRefusal(item.save)}>
                    {t('attendance.dismiss')}
                  </Button>
                )
              }
            >
              <ListItemButton onClick={() => onOpen(item.save)} sx={{ minHeight: 56 }}>
                <ListItemText
                  primary={t('attendance.phone.item', { date: f.day(item.save.date), period: item.save.period, label: item.label ?? '' })}
                  secondary={isRefused ? t('attendance.refused', { message: item.message }) : t('attendance.onPhone')}
                  slotProps={{ secondary: { color: isRefused ? 'error' : 'info.main' } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

/**
 * `/app/Attendance`: a teacher's classes of a day (today unless another day is chosen), each with its
 * register's state, and the registers of the last fortnight still not marked. A class tapped opens
 * its register (in the address: `?allocationId=31&date=2026-11-27&period=2`). A register saved
 * without a connection is kept on the phone (register-queue.ts) and sent once it is back online.
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { wanted, showDay, open, close } = useAttendanceSearch();
  const day = useClassesOfDay(wanted.day);
  const { queued, refused, online } = useQueueState();
  const flush = useSendQueue();
  // What is typed into the date field; the address follows once it names a day.
  const [typed, setTyped] = useState(wanted.day);
  const data = day.data;
  const weekday = weekdayOf(wanted.day);
  const dayName = weekday === 7 ? t('attendance.sunday') : t(`attendance.days.${weekday}`);
  const listed = new Set(
    (data?.classes ?? []).map((c) => registerKey({ allocationId: c.allocationId, date: data!.date, period: c.period })),
  );
  const openRef = wanted.register;
  const today = collegeToday();

  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageHeader title={t('attendance.title')} subtitle={t('attendance.subtitle')} />
      {!online && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="offline">
          {t('attendance.offline')}
        </Alert>
      )}
      {queued.size > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="queue-count"
          action={
            online && (
              <Button color="inherit" size="small" onClick={() => void flush()}>
                {t('attendance.sendNow')}
              </Button>
            )
          }
        >
          {t('attendance.onPhoneCount', { count: queued.size })}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateField
          id="attendance-day"
          size="small"
          label={t('attendance.day')}
          value={typed}
          max={today}
          onChange={(v) => {
            setTyped(v);
            if (isCalendarDate(v)) showDay(v);
          }}
          sx={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        {wanted.day !== today && (
          <Button
            onClick={() => {
              setTyped(today);
              showDay(today);
            }}
          >
            {t('attendance.today')}
          </Button>
        )}
      </Paper>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-testid="day-heading">
        {`${dayName}, ${f.day(wanted.day)}`}
      </Typography>
      {day.isPending && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Box>
      )}
      {day.isError && <LoadFailed error={day.error} retry={day.refetch} />}
      {data?.closed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="day-closed">
          {data.closed === 'Sunday' ? t('attendance.closedSunday') : t('attendance.closed', { reason: data.closed })}
        </Alert>
      )}
      {data && !data.closed && data.classes.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('attendance.noClasses')}
        </Alert>
      )}
      {data && data.classes.length > 0 && (
        <Box
          component="ul"
          aria-label={t('attendance.classesLabel', { date: f.day(data.date) })}
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
        >
          {data.classes.map((c) => {
            const ref = { allocationId: c.allocationId, date: data.date, period: c.period };
            const key = registerKey(ref);
            return (
              <ClassCard
                key={c.slotId}
                cls={c}
                queued={queued.get(key)}
                refused={refused.get(key)}
                onOpen={() => open(ref)}
                onDismiss={() => forgetRefusal(ref)}
              />
            );
          })}
        </Box>
      )}

      {data && data.pending.length > 0 && (
        <Paper sx={{ p: { xs: 1, md: 2 }, mt: 3 }}>
          <Typography variant="h6" component="h2">
            {t('attendance.pending.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('attendance.pending.hint')}
          </Typography>
          <List aria-label={t('attendance.pending.heading')}>
            {data.pending.map((p) => {
              const key = registerKey(p);
              return (
                <ListItem key={key} disablePadding>
                  <ListItemButton
                    onClick={() => open({ allocationId: p.allocationId, date: p.date, period: p.period })}
                    sx={{ minHeight: 56 }}
                  >
                    <ListItemText
                      primary={t('attendance.pending.item', { date: f.day(p.date), period: p.period, section: p.section, code: p.code })}
                      secondary={
                        queued.has(key)
                          ? t('attendance.onPhone')
                          : refused.has(key)
                            ? t('attendance.refused', { message: refused.get(key)!.message })
                            : undefined
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}

      <OnThisPhone day={data} listed={new Set([...listed, ...(data?.pending ?? []).map(registerKey)])} onOpen={open} />

      {openRef && (
        <RegisterDialog
          key={registerKey(openRef)}
          open={openRef}
          queued={queued.get(registerKey(openRef))}
          refused={refused.get(registerKey(openRef))}
          onClose={close}
        />
      )}
    </Box>
  );
}
