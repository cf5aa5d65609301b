import { Alert, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../i18n';
import { useBatchPlaces } from '../lib/batch-places';
import texts from './batch-branch-choice.i18n';

addTranslations(texts);

const whole = (text: string) => (/^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

export interface BatchBranch {
  batchId: number | null;
  branchId: number | null;
}

/**
 * The programme batch a list is of, and one of its branches (or all, when `anyBranch`): another
 * batch forgets the branch. Fields that wrap on a phone; the page keeps the choice (in its address).
 */
export function BatchBranchChoice({
  id,
  value,
  onChange,
  anyBranch = false,
}: {
  id: string;
  value: BatchBranch;
  onChange: (next: BatchBranch) => void;
  anyBranch?: boolean;
}) {
  const { t } = useTranslation();
  const places = useBatchPlaces();
  const batches = places.data?.batches ?? [];
  const batch = batches.find((b) => b.id === value.batchId);
  const branches = (places.data?.branches ?? []).filter((b) => b.courseId === batch?.courseId);
  const branch = branches.find((b) => b.id === value.branchId);
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <>
      {places.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('batchBranchChoice.placesFailed', { message: places.error.message })}
        </Alert>
      )}
      <TextField
        select
        size="small"
        id={`${id}-batch`}
        label={t('batchBranchChoice.batch')}
        value={batch ? String(batch.id) : ''}
        onChange={(e) => onChange({ batchId: whole(e.target.value), branchId: null })}
        disabled={!places.isSuccess}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('batchBranchChoice.chooseBatch')}</em>
        </MenuItem>
        {batches.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.programme} {b.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id={`${id}-branch`}
        label={t('batchBranchChoice.branch')}
        value={branch ? String(branch.id) : ''}
        onChange={(e) => onChange({ batchId: value.batchId, branchId: whole(e.target.value) })}
        disabled={!batch}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        {anyBranch ? (
          <MenuItem value="">{t('batchBranchChoice.allBranches')}</MenuItem>
        ) : (
          <MenuItem value="" disabled>
            <em>{t('batchBranchChoice.chooseBranch')}</em>
          </MenuItem>
        )}
        {branches.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} — {b.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
