import { Box, Card, CardActionArea, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MarkClass } from '@campus/shared';
import { MarksStateChip, marksStateOf } from '../../../components/mark-sheet/sheet-parts';
import { useFormat } from '../../../lib/format';

/** A class of the teacher's: its subject and section, how many students have every mark, and the sheet's state. Tapped, its sheet opens. */
export function ClassCard({ cls, onOpen }: { cls: MarkClass; onOpen: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const state = marksStateOf(cls);
  return (
    <Card
      variant="outlined"
      component="li"
      data-allocation={cls.allocationId}
      sx={{
        listStyle: 'none',
        borderLeft: 4,
        borderLeftColor: state === 'open' ? 'warning.main' : state === 'submitted' ? 'info.main' : 'success.main',
      }}
    >
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 0.75 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
              {cls.code}
            </Box>
            {cls.subject}
          </Typography>
          <Typography variant="body2">
            {cls.section}
            {cls.labBatch !== null && ` · ${t('internalMarks.labBatch', { n: cls.labBatch })}`}
          </Typography>
          <Box>
            <Typography variant="body2" color="text.secondary" data-testid="class-complete">
              {t('internalMarks.complete', { complete: cls.complete, students: cls.students })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={cls.students ? Math.round((cls.complete / cls.students) * 100) : 0}
              aria-label={`${cls.code}: ${f.number(cls.complete)} / ${f.number(cls.students)}`}
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
            />
          </Box>
          <Box data-testid="class-state">
            <MarksStateChip state={state} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
