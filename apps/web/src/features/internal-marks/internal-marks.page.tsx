import { Alert, Box, Button, Paper, Skeleton } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { useMarkClasses, useMarkSheet } from './api/internal-marks';
import { ClassCard } from './components/class-card';
import { SheetEditor } from './components/sheet-editor';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** The teacher's classes with internal marks, each a card; tapped, its sheet opens. */
function ClassList({ onOpen }: { onOpen: (allocationId: number) => void }) {
  const { t } = useTranslation();
  const classes = useMarkClasses();
  if (classes.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={150} />
        <Skeleton variant="rounded" height={150} />
      </Box>
    );
  if (classes.isError) return <LoadFailed error={classes.error} retry={classes.refetch} />;
  if (classes.data.classes.length === 0) return <Alert severity="info">{t('internalMarks.noClasses')}</Alert>;
  return (
    <Box
      component="ul"
      aria-label={t('internalMarks.classesLabel')}
      sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
    >
      {classes.data.classes.map((c) => (
        <ClassCard key={c.allocationId} cls={c} onOpen={() => onOpen(c.allocationId)} />
      ))}
    </Box>
  );
}

/** A class's sheet as it loads, or why it could not. */
function SheetScreen({ allocationId, onBack }: { allocationId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const sheet = useMarkSheet(allocationId);
  if (sheet.data)
    return <SheetEditor sheet={sheet.data} reload={() => void sheet.refetch()} reloading={sheet.isFetching} onBack={onBack} />;
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ mb: 1 }}>
        {t('internalMarks.backToClasses')}
      </Button>
      {sheet.isError ? (
        <Alert severity="error">{t('internalMarks.sheetFailed', { message: sheet.error.message })}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * `/app/Internal Marks`: a teacher's classes with internal marks, and the sheet of the one opened
 * (in the address, `?class=31`, so that a reload keeps it): typed like a spreadsheet, saved, then
 * submitted and locked.
 */
export function InternalMarksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const allocationId = whole(params.get('class'));
  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <PageHeader title={t('internalMarks.title')} subtitle={t('internalMarks.subtitle')} />
      {allocationId === null ? (
        <ClassList onOpen={(id) => setParams({ class: String(id) })} />
      ) : (
        <SheetScreen key={allocationId} allocationId={allocationId} onBack={() => setParams({})} />
      )}
    </Box>
  );
}
