import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamResult, ResultRecord } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';

/** Pass shows green, every other status red; grade F (and absent) red (spec 000 section 9). */
const statusColor = (status: string) => (status === 'Pass' ? 'success.main' : 'error.main');
const gradeColor = (grade: string) => (grade === 'F' || grade === 'AB' ? 'error.main' : 'text.primary');

function Summary({ result }: { result: ExamResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sgpa = result.listofRecords[0]?.sgpa ?? 0;
  const items: [string, string, string?][] = [
    [t('results.totalCredits'), format.number(result.totalCredits)],
    [t('results.earnedCredits'), format.number(result.earnedCredits)],
    [t('results.passCount'), format.number(result.passCount), 'success.main'],
    [t('results.failCount'), format.number(result.failCount), result.failCount > 0 ? 'error.main' : undefined],
    [t('results.sgpa'), format.number(sgpa, 2)],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1, mt: 2 }}>
      {items.map(([label, value, color]) => (
        <Box key={label} sx={{ textAlign: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover' }} data-testid={`summary-${label}`}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function StatusText({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = status === 'Pass' ? t('results.statusPass') : status === 'Fail' ? t('results.statusFail') : status;
  return (
    <Box component="span" sx={{ color: statusColor(status), fontWeight: 700 }} data-status={status}>
      {label}
    </Box>
  );
}

function RecordsTable({ records }: { records: ResultRecord[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('results.courseCode')}</TableCell>
            <TableCell>{t('results.course')}</TableCell>
            <TableCell align="center">{t('results.credits')}</TableCell>
            <TableCell align="center">{t('results.grade')}</TableCell>
            <TableCell align="center">{t('results.gradePoints')}</TableCell>
            <TableCell align="center">{t('results.status')}</TableCell>
            <TableCell align="center">{t('results.sgpa')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={r.courseCode} data-testid="result-record">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.courseCode}</TableCell>
              <TableCell>{r.course}</TableCell>
              <TableCell align="center">{format.number(r.credits)}</TableCell>
              <TableCell align="center" sx={{ color: gradeColor(r.grade), fontWeight: 700 }} data-grade={r.grade}>
                {r.grade}
              </TableCell>
              <TableCell align="center">{format.number(r.gradePoints)}</TableCell>
              <TableCell align="center">
                <StatusText status={r.status} />
              </TableCell>
              <TableCell align="center">{format.number(r.sgpa, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone each course is a small card, so nothing has to scroll sideways. */
function RecordCards({ records }: { records: ResultRecord[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack spacing={1}>
      {records.map((r) => (
        <Paper key={r.courseCode} variant="outlined" sx={{ p: 1.25 }} data-testid="result-record">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{r.course}</Typography>
            <StatusText status={r.status} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 0.5, color: 'text.secondary', fontSize: 14 }}>
            <span>{r.courseCode}</span>
            <span>
              {t('results.credits')}: {format.number(r.credits)}
            </span>
            <span>
              {t('results.grade')}:{' '}
              <Box component="b" sx={{ color: gradeColor(r.grade) }} data-grade={r.grade}>
                {r.grade}
              </Box>
            </span>
            <span>
              {t('results.gradePoints')}: {format.number(r.gradePoints)}
            </span>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export function ResultView({ result, examTitle }: { result: ExamResult; examTitle: string }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="exam-result">
      <Typography variant="overline" color="text.secondary">
        {examTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 0.5 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('results.studentName')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="student-name">
            {result.studentName}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('results.studentRollNo')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="student-roll">
            {result.studentRollNo}
          </Typography>
        </Box>
      </Box>
      <Summary result={result} />
      <Box sx={{ mt: 2 }}>{phone ? <RecordCards records={result.listofRecords} /> : <RecordsTable records={result.listofRecords} />}</Box>
      <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {result.failCount === 0 ? (
          <Chip size="small" color="success" label={`${t('results.statusPass')} · ${result.passCount}/${result.listofRecords.length}`} />
        ) : (
          <Chip size="small" color="error" label={`${t('results.failCount')} · ${result.failCount}/${result.listofRecords.length}`} />
        )}
      </Box>
    </Paper>
  );
}
