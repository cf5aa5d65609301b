import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { ClassOfDay } from '@campus/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedSave, RefusedSave } from '../register-queue';

interface ClassCardProps {
  cls: ClassOfDay;
  queued: QueuedSave | undefined;
  refused: RefusedSave | undefined;
  onOpen: () => void;
  onDismiss: () => void;
}

/** The register's state: kept on the phone, marked (how many absent), or not marked. */
function ClassState({ cls, queued }: Pick<ClassCardProps, 'cls' | 'queued'>) {
  const { t } = useTranslation();
  if (queued)
    return (
      <Chip
        icon={<CloudOffOutlined />}
        color="info"
        label={t('attendance.onPhone')}
        sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    );
  if (cls.absent !== null)
    return (
      <Chip
        icon={<CheckCircleOutline />}
        color="success"
        variant="outlined"
        label={t('attendance.marked', { absent: cls.absent, students: cls.students })}
      />
    );
  return <Chip icon={<RadioButtonUnchecked />} color="warning" variant="outlined" label={t('attendance.notMarked')} />;
}

/**
 * A class of the day: its period and time, section, subject, room and lab batch, a substitution,
 * and its register's state. Tapped, its register opens; a class given to a substitute is shown but
 * not opened (they mark it).
 */
export function ClassCard({ cls, queued, refused, onOpen, onDismiss }: ClassCardProps) {
  const { t } = useTranslation();
  const given = cls.givenTo !== null;
  const details = [
    cls.room ? t('attendance.roomN', { room: cls.room }) : null,
    cls.labBatch !== null ? t('attendance.labBatch', { n: cls.labBatch }) : null,
  ].filter(Boolean);
  const body: ReactNode = (
    <CardContent sx={{ display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('attendance.periodN', { n: cls.period })}
        </Typography>
        <Typography component="span" color="text.secondary">
          {`${cls.startsAt}–${cls.endsAt}`}
        </Typography>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
          {cls.code}
        </Box>
        {cls.subject}
      </Typography>
      <Typography variant="body2">{cls.section}</Typography>
      {details.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
      )}
      {cls.substituteFor && (
        <Typography variant="body2" color="secondary" sx={{ fontWeight: 600 }}>
          {t('attendance.substituteFor', { name: cls.substituteFor })}
        </Typography>
      )}
      {given ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('attendance.givenTo', { name: cls.givenTo })}
        </Typography>
      ) : (
        <Box data-testid="class-state">
          <ClassState cls={cls} queued={queued} />
        </Box>
      )}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      component="li"
      data-allocation={cls.allocationId}
      data-period={cls.period}
      sx={{
        listStyle: 'none',
        opacity: given ? 0.7 : 1,
        borderLeft: 4,
        borderLeftColor: given ? 'divider' : queued ? 'info.main' : cls.absent === null ? 'warning.main' : 'success.main',
      }}
    >
      {given ? body : <CardActionArea onClick={onOpen}>{body}</CardActionArea>}
      {refused && !given && (
        <Alert
          severity="error"
          data-testid="class-refused"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={onDismiss}>
              {t('attendance.dismiss')}
            </Button>
          }
        >
          {t('attendance.refused', { message: refused.message })}
        </Alert>
      )}
    </Card>
  );
}
