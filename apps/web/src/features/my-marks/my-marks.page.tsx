import { Alert, Box, Card, CardContent, Divider, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyMarks } from '@campus/shared';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { isNoStudent, useMyMarks } from './api/my-marks';

type Subject = MyMarks['subjects'][number];

/** A released subject: each component's mark of its maximum (or Absent), and the total of the internal maximum. */
function SubjectCard({ subject }: { subject: Subject }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card variant="outlined" component="li" data-subject={subject.code} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
            {subject.code}
          </Box>
          {subject.name}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}>
          {subject.components.map((c) => (
            <Box key={c.name} data-component={c.name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {c.name}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 500 }}>
                {c.marks === 'AB' ? (
                  <Box component="span" sx={{ color: 'warning.dark' }}>
                    {t('myMarks.absent')}
                  </Box>
                ) : c.marks === null ? (
                  '—'
                ) : (
                  `${f.number(c.marks)} / ${f.number(c.maxMarks)}`
                )}
              </Box>
            </Box>
          ))}
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('myMarks.total')}</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', whiteSpace: 'nowrap' }} data-testid="subject-total">
            {subject.total === null ? t('myMarks.notComplete') : `${f.number(subject.total)} / ${f.number(subject.internalMax)}`}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('myMarks.releasedOn', { date: f.day(subject.releasedAt.replace(' ', 'T')) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The student's released subjects as cards, and those not released yet. */
function Marks({ marks }: { marks: MyMarks }) {
  const { t } = useTranslation();
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <Typography variant="h6" component="h2" data-testid="student-name">
          {marks.student.fullName}
        </Typography>
        <Typography color="text.secondary">{t('myMarks.roll', { roll: marks.student.rollNumber })}</Typography>
      </Paper>
      {marks.subjects.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="no-marks">
          {t('myMarks.empty')}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('myMarks.subjectsLabel')}
          sx={{ p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
        >
          {marks.subjects.map((s) => (
            <SubjectCard key={s.code} subject={s} />
          ))}
        </Box>
      )}
      {marks.pending.length > 0 && (
        <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
          <Typography variant="h6" component="h2">
            {t('myMarks.pending.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('myMarks.pending.hint')}
          </Typography>
          <List aria-label={t('myMarks.pending.heading')} dense>
            {marks.pending.map((p) => (
              <ListItem key={p.code} disableGutters data-subject={p.code}>
                <ListItemText
                  primary={
                    <>
                      <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                        {p.code}
                      </Box>
                      {p.name}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}

/**
 * `/app/My Marks`: a student's internal marks (a parent's child's) of this semester, a card per
 * subject released by the examination cell, and the subjects still to come.
 */
export function MyMarksPage() {
  const { t } = useTranslation();
  const parent = Boolean(useSession()?.roles.includes('ROLE_PARENT'));
  const marks = useMyMarks();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('myMarks.title')} subtitle={t(parent ? 'myMarks.subtitleParent' : 'myMarks.subtitle')} />
      {marks.isPending && <Skeleton variant="rounded" height={240} />}
      {marks.isError &&
        (isNoStudent(marks.error) ? (
          <Alert severity="info" data-testid="no-student">
            {marks.error.message}
          </Alert>
        ) : (
          <LoadFailed error={marks.error} retry={marks.refetch} />
        ))}
      {marks.data && <Marks marks={marks.data} />}
    </Box>
  );
}
