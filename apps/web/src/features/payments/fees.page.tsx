import { Alert, Box, CircularProgress } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useFeeProgrammes, useFeeStructure } from './api/get-fee-structure';
import { useFeeTypes } from './api/get-fee-types';
import { DueDatesSection } from './components/due-dates-section';
import { FeeRemovalDialog, type FeeRemoval } from './components/fee-removal-dialog';
import { FeeStructureForm, type FeeStructureEdit } from './components/fee-structure-form';
import { FeeStructureTable } from './components/fee-structure-table';
import { FeeTypeForm, type FeeTypeEdit } from './components/fee-type-form';
import { FeeTypesTable } from './components/fee-types-table';
import { usePhoneLayout } from '../../lib/layout';

/** '/app/Fees/Fee Structure': fee types, and the amount of each per-semester fee for every course and batch. */
export function FeeStructurePage() {
  const { t } = useTranslation();
  const types = useFeeTypes();
  const structure = useFeeStructure();
  const programmes = useFeeProgrammes();
  const [typeEdit, setTypeEdit] = useState<FeeTypeEdit>(null);
  const [structureEdit, setStructureEdit] = useState<FeeStructureEdit>(null);
  const [removal, setRemoval] = useState<FeeRemoval>(null);
  // Until the user chooses, the table shows the first course's newest batch: a page of amounts, not every programme's.
  const [courseChoice, setCourseFilter] = useState<string | null>(null);
  const [batchChoice, setBatchFilter] = useState<string | null>(null);
  const narrow = usePhoneLayout();

  const courseFilter = courseChoice ?? String(programmes.data?.[0]?.id ?? '');
  const filterCourse = programmes.data?.find((p) => String(p.id) === courseFilter);
  const batchFilter = batchChoice ?? (courseChoice === null ? String(filterCourse?.batches.at(-1)?.id ?? '') : '');
  const visible = useMemo(
    () =>
      (structure.data ?? []).filter(
        (r) => (!courseFilter || String(r.courseId) === courseFilter) && (!batchFilter || String(r.batchId) === batchFilter),
      ),
    [structure.data, courseFilter, batchFilter],
  );
  const structureTypes = useMemo(() => (types.data ?? []).filter((x) => x.category !== 'miscellaneous'), [types.data]);

  const loading = types.isLoading || structure.isLoading || programmes.isLoading;
  const loadError = types.error ?? structure.error ?? programmes.error;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('fees.title')} subtitle={t('fees.subtitle')} />
      {loading && <CircularProgress />}
      {loadError && <Alert severity="error">{loadError.message}</Alert>}
      <FeeTypesTable
        types={types.data ?? []}
        narrow={narrow}
        onAdd={() => setTypeEdit('new')}
        onEdit={setTypeEdit}
        onDelete={(row) => setRemoval({ kind: 'type', row })}
      />
      <FeeStructureTable
        rows={visible}
        loading={structure.isLoading}
        programmes={programmes.data ?? []}
        courseFilter={courseFilter}
        batchFilter={batchFilter}
        onCourseFilter={(courseId) => (setCourseFilter(courseId), setBatchFilter(''))}
        onBatchFilter={setBatchFilter}
        narrow={narrow}
        onAdd={() => setStructureEdit({ id: 'new', courseId: courseFilter, batchId: batchFilter })}
        onEdit={setStructureEdit}
        onDelete={(row) => setRemoval({ kind: 'structure', row })}
      />
      <DueDatesSection narrow={narrow} />
      <FeeTypeForm editing={typeEdit} onClose={() => setTypeEdit(null)} />
      <FeeStructureForm
        editing={structureEdit}
        feeTypes={structureTypes}
        programmes={programmes.data ?? []}
        onClose={() => setStructureEdit(null)}
      />
      <FeeRemovalDialog removal={removal} onClose={() => setRemoval(null)} />
    </Box>
  );
}
