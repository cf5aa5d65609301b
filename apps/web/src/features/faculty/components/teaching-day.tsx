import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, type ClassOfDay, type ClassesOfDay, type MarkClass } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMarkClasses, useTodaysClasses } from '../api/get-teaching-day';

const ATTENDANCE = '/app/Attendance';
const INTERNAL_MARKS = '/app/Internal Marks';
/** Registers of earlier days listed on the landing page; the attendance screen lists them all. */
const PENDING_SHOWN = 3;

/** The attendance screen with a class's register of a day and period open (`?allocationId=&date=&period=`). */
const registerLink = (r: { allocationId: number; date: string; period: number }) =>
  `${ATTENDANCE}?${new URLSearchParams({ allocationId: String(r.allocationId), date: r.date, period: String(r.period) }).toString()}`;

/** The internal marks screen with a class's sheet open. */
const marksLink = (allocationId: number) => `${INTERNAL_MARKS}?class=${allocationId}`;

/** A titled panel of the landing page with the screen it summarises. */
function Panel({ id, title, to, open, children }: { id: string; title: string; to: string; open: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} id={id} aria-labelledby={`${id}-title`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mb: 1, px: 0.5 }}>
        <Typography variant="h6" component="h2" id={`${id}-title`}>
          {title}
        </Typography>
        <Button component={Link} to={to} variant="outlined" size="small">
          {open}
        </Button>
      </Box>
      {children}
    </Paper>
  );
}

/** What a panel says when it has nothing to list. */
function Quiet({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 1 }} data-testid={testId}>
      {children}
    </Typography>
  );
}

/** A panel's figures: a spinner while they load, the server's message when they cannot. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress size={28} aria-label={t('faculty.loading')} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}

/** The register's state of a class: given to a substitute, not marked, or how many were absent. */
function RegisterState({ cls }: { cls: ClassOfDay }) {
  const { t } = useTranslation();
  if (cls.givenTo !== null) return <Chip size="small" variant="outlined" label={t('faculty.today.givenTo', { name: cls.givenTo })} />;
  if (cls.absent === null) return <Chip size="small" color="warning" variant="outlined" label={t('faculty.today.notMarked')} />;
  return <Chip size="small" color="success" variant="outlined" label={t('faculty.today.absent', { count: cls.absent })} />;
}

function ClassItem({ cls, date }: { cls: ClassOfDay; date: string }) {
  const { t } = useTranslation();
  const details = [
    cls.section,
    cls.labBatch !== null ? t('faculty.today.labBatch', { n: cls.labBatch }) : null,
    cls.room ? t('faculty.today.room', { room: cls.room }) : null,
    cls.substituteFor ? t('faculty.today.substituteFor', { name: cls.substituteFor }) : null,
  ].filter(Boolean);
  const text = (
    <ListItemText
      primary={`${t('faculty.today.period', { n: cls.period })} · ${cls.startsAt}–${cls.endsAt} · ${cls.code} ${cls.subject}`}
      secondary={details.join(' · ')}
    />
  );
  const state = (
    <Box sx={{ flexShrink: 0, ml: 1 }} data-testid="class-state">
      <RegisterState cls={cls} />
    </Box>
  );
  // A class given to a substitute is theirs to mark: shown, not opened.
  return (
    <ListItem disablePadding data-testid="todays-class">
      {cls.givenTo !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 1, opacity: 0.7 }}>
          {text}
          {state}
        </Box>
      ) : (
        <ListItemButton component={Link} to={registerLink({ allocationId: cls.allocationId, date, period: cls.period })}>
          {text}
          {state}
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** The registers of earlier days still not marked: how many, the first few, each opening its register. */
function Pending({ day }: { day: ClassesOfDay }) {
  const { t } = useTranslation();
  const f = useFormat();
  const unmarkedToday = day.classes.some((c) => c.givenTo === null && c.absent === null);
  if (day.pending.length === 0)
    return <Quiet testId="pending-none">{unmarkedToday ? t('faculty.today.earlierMarked') : t('faculty.today.allMarked')}</Quiet>;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ px: 0.5 }} data-testid="pending-count">
        {t('faculty.today.pending', { count: day.pending.length })}
      </Typography>
      <List dense aria-label={t('faculty.today.pendingLabel')}>
        {day.pending.slice(0, PENDING_SHOWN).map((p) => (
          <ListItem key={`${p.allocationId}:${p.date}:${p.period}`} disablePadding>
            <ListItemButton component={Link} to={registerLink(p)}>
              <ListItemText
                primary={t('faculty.today.pendingItem', { date: f.day(p.date), period: p.period, section: p.section, code: p.code })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {day.pending.length > PENDING_SHOWN && (
        <Button component={Link} to={ATTENDANCE} size="small" sx={{ ml: 0.5 }}>
          {t('faculty.today.allPending', { count: day.pending.length })}
        </Button>
      )}
    </Box>
  );
}

/** The teacher's classes of today with their registers' states, and the registers of earlier days still to mark. */
function TodaysClasses() {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Panel id="todays-classes" title={t('faculty.today.title')} to={ATTENDANCE} open={t('menu.attendance')}>
      <Loaded query={useTodaysClasses()}>
        {(day) => (
          <>
            <Typography color="text.secondary" sx={{ px: 0.5 }}>
              {f.day(day.date)}
            </Typography>
            {day.closed ? (
              <Quiet testId="no-classes">
                {day.closed === 'Sunday' ? t('faculty.today.sunday') : t('faculty.today.closed', { reason: day.closed })}
              </Quiet>
            ) : day.classes.length === 0 ? (
              <Quiet testId="no-classes">{t('faculty.today.none')}</Quiet>
            ) : (
              <List aria-label={t('faculty.today.title')}>
                {day.classes.map((c) => (
                  <ClassItem key={c.slotId} cls={c} date={day.date} />
                ))}
              </List>
            )}
            <Pending day={day} />
          </>
        )}
      </Loaded>
    </Panel>
  );
}

/** The teacher's classes whose internal marks are still open, with how many students have every mark. */
function OpenMarks() {
  const { t } = useTranslation();
  return (
    <Panel id="open-marks" title={t('faculty.marks.title')} to={INTERNAL_MARKS} open={t('menu.internalMarks')}>
      <Loaded query={useMarkClasses()}>
        {({ classes }) => {
          const open: MarkClass[] = classes.filter((c) => c.state === 'open');
          if (classes.length === 0) return <Quiet testId="marks-none">{t('faculty.marks.none')}</Quiet>;
          if (open.length === 0) return <Quiet testId="marks-none">{t('faculty.marks.allSubmitted')}</Quiet>;
          return (
            <List aria-label={t('faculty.marks.openLabel')}>
              {open.map((c) => (
                <ListItem key={c.allocationId} disablePadding data-testid="open-marks-class">
                  <ListItemButton component={Link} to={marksLink(c.allocationId)}>
                    <ListItemText
                      primary={`${c.code} ${c.subject}`}
                      secondary={[c.section, c.labBatch !== null ? t('faculty.today.labBatch', { n: c.labBatch }) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                    <Typography variant="body2" sx={{ flexShrink: 0, ml: 1, whiteSpace: 'nowrap' }} data-testid="marks-complete">
                      {t('faculty.marks.complete', { complete: c.complete, count: c.students })}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          );
        }}
      </Loaded>
    </Panel>
  );
}

/**
 * A query still waiting for its first answer, right or wrong. Not a refetch after an error: a query
 * without data goes back to pending when its panel mounts and asks again, and a landing that hid its
 * panels while it did would show and hide them for ever.
 */
const firstAnswerPending = (query: UseQueryResult<unknown, Error>) =>
  query.isFetching && query.dataUpdatedAt === 0 && query.errorUpdatedAt === 0;

/**
 * Whether the teaching day's first answers are still on their way: the landing shows its content at
 * once when they are in, so that nothing moves under the reader as they arrive.
 */
export function useTeachingDayLoading(): boolean {
  const roles = useSession()?.roles;
  const classes = useTodaysClasses(can(roles, 'attendance.mark'));
  const marks = useMarkClasses(can(roles, 'marks.enter'));
  return firstAnswerPending(classes) || firstAnswerPending(marks);
}

/**
 * The top of a teacher's landing page: today's classes and their registers (for whoever marks
 * attendance), and the classes whose internal marks are still open (for whoever enters them).
 */
export function TeachingDay() {
  const roles = useSession()?.roles;
  const marking = can(roles, 'attendance.mark');
  const marks = can(roles, 'marks.enter');
  if (!marking && !marks) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: marking && marks ? '3fr 2fr' : '1fr' } }}>
      {marking && <TodaysClasses />}
      {marks && <OpenMarks />}
    </Box>
  );
}
