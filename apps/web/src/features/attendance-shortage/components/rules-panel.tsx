import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/list-head';
import { useFormat } from '../../../lib/format';
import { useAttendanceSettings } from '../api/attendance-shortage';
import { RulesDialog } from './rules-dialog';

/** The college's attendance rules in words; for those who keep them (`attendance.settings`) Edit rules. */
export function RulesPanel({ editor }: { editor: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const settings = useAttendanceSettings();
  const [editing, setEditing] = useState(false);
  if (settings.isPending) return <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />;
  if (settings.isError)
    return (
      <Box sx={{ mb: 2 }}>
        <LoadFailed error={settings.error} retry={settings.refetch} />
      </Box>
    );
  const s = settings.data;
  const shares = { required: f.percent(s.requiredPercent), condonable: f.percent(s.condonablePercent) };
  return (
    <Paper component="section" aria-labelledby="attendance-rules" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="h6" component="h2" id="attendance-rules">
          {t('attendanceShortage.rules.heading')}
        </Typography>
        {editor && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('attendanceShortage.rules.edit')}
          </Button>
        )}
      </Box>
      <Box component="ul" data-testid="attendance-rules" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        <li>{t('attendanceShortage.rules.required', shares)}</li>
        <li>{t('attendanceShortage.rules.condonable', shares)}</li>
        <li>{t('attendanceShortage.rules.fee', { fee: f.money(s.condonationFeePaise) })}</li>
        <li>
          {s.correctionDays === 0
            ? t('attendanceShortage.rules.correctionSameDay')
            : t('attendanceShortage.rules.correction', { count: s.correctionDays })}
        </li>
      </Box>
      {editing && <RulesDialog settings={s} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
