import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type SectionsSplitResult } from '@campus/shared';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { useSectionPlaces, useSections } from './api/sections';
import { batchLabel, SectionChoice, useSectionsAddress } from './components/section-choice';
import { SectionView } from './components/section-view';
import { SectionsImport } from './components/sections-workbooks';
import { SectionsList } from './components/sections-list';
import { SplitDialog } from './components/split-dialog';

/** What making sections did: the students placed, and the roll numbers no range took. */
function SplitResult({ result, onClose }: { result: SectionsSplitResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity={result.unplaced.length ? 'warning' : 'success'} data-testid="split-result" onClose={onClose} sx={{ mb: 2 }}>
      <Box>{t('sections.split.made', { count: result.placed })}</Box>
      {result.unplaced.length > 0 && (
        <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('sections.split.unplaced', { count: result.unplaced.length, rolls: result.unplaced.join(', ') })}
        </Box>
      )}
    </Alert>
  );
}

/**
 * `/app/Academics/Sections`: each batch's branch split into sections (A, B…) by roll number, each
 * taught by a regulation in its semester, with the teachers allocated to its subjects and its
 * students' lab batches and electives. The academics office keeps them, by form and from Excel;
 * faculty, HODs, the principal and the examination cell read them.
 */
export function SectionsPage() {
  const { t } = useTranslation();
  const manager = can(useSession()?.roles, 'sections.manage');
  const places = useSectionPlaces();
  const { wanted, open } = useSectionsAddress();
  const batches = places.data?.batches ?? [];
  const regulations = places.data?.regulations ?? [];
  const batch = batches.find((b) => b.id === wanted.batchId);
  const branch = batch ? places.data?.branches.find((b) => b.id === wanted.branchId && b.courseId === batch.courseId) : undefined;
  const sections = useSections(batch?.id ?? null, branch?.id ?? null);
  const semestersOf = (courseId: number) => places.data?.semesters[String(courseId)] ?? 0;
  const [splitting, setSplitting] = useState(false);
  const [made, setMade] = useState<SectionsSplitResult | null>(null);
  const place = batch ? [batchLabel(batch), branch?.code].filter(Boolean).join(' ') : '';
  const makeButton = (color?: 'inherit') => (
    <Button variant={color ? 'text' : 'contained'} color={color} size={color ? 'small' : 'medium'} onClick={() => setSplitting(true)}>
      {t('sections.split.open')}
    </Button>
  );
  const list = sections.data;
  const emptyText = () => {
    if (!manager) return t('sections.list.empty', { place });
    return t(branch ? 'sections.list.emptyManager' : 'sections.list.emptyChooseBranch', { place });
  };
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('sections.title')}
        subtitle={t('sections.subtitle')}
        // With no sections yet, the empty list's note offers it.
        actions={manager && branch && wanted.sectionId === null && list && list.length > 0 && makeButton()}
      />
      {places.isPending && <Skeleton variant="rounded" height={240} />}
      {places.isError && <LoadFailed error={places.error} retry={places.refetch} />}
      {places.isSuccess && (
        <>
          <SectionChoice batches={batches} branches={places.data.branches} />
          {batches.length === 0 && (
            <Alert severity="info" data-testid="no-batches">
              {t('sections.choice.noBatches')}
            </Alert>
          )}
          {wanted.sectionId !== null ? (
            <SectionView
              key={wanted.sectionId}
              id={wanted.sectionId}
              manager={manager}
              regulations={regulations}
              semestersOf={semestersOf}
              onBack={() => open(null)}
            />
          ) : (
            batches.length > 0 &&
            !batch && (
              <Alert severity="info" data-testid="choose-batch">
                {t('sections.choice.hint')}
              </Alert>
            )
          )}
          {wanted.sectionId === null && batch && (
            <>
              {made && <SplitResult result={made} onClose={() => setMade(null)} />}
              <Paper sx={{ p: { xs: 1, md: 2 } }}>
                <Box role="status" sx={{ px: 1, mb: 1 }}>
                  <Typography variant="h6" component="h2" data-testid="sections-total">
                    {list ? t('sections.list.found', { count: list.length, place }) : ''}
                  </Typography>
                </Box>
                {sections.isError && !list && <LoadFailed error={sections.error} retry={sections.refetch} />}
                {sections.isPending && <Skeleton variant="rounded" height={120} />}
                {list && list.length === 0 && (
                  <Alert severity="info" data-testid="no-sections" action={manager && branch && makeButton('inherit')}>
                    {emptyText()}
                  </Alert>
                )}
                {list && list.length > 0 && (
                  <SectionsList sections={list} label={t('sections.list.tableLabel', { place })} onOpen={(s) => open(s.id)} />
                )}
              </Paper>
            </>
          )}
          {manager && <SectionsImport />}
        </>
      )}
      {splitting && batch && branch && (
        <SplitDialog
          batch={batch}
          branch={branch}
          regulations={regulations}
          semesters={semestersOf(batch.courseId)}
          onMade={setMade}
          onClose={() => setSplitting(false)}
        />
      )}
    </Box>
  );
}
