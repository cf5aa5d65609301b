import { Alert, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEligibilityPlaces } from '../api/eligibility';

const whole = (text: string) => (/^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

interface BatchBranch {
  batchId: number | null;
  branchId: number | null;
}

/** The programme batch whose students are listed, and optionally one of its branches; another batch forgets the branch. */
export function BatchChoice({ value, onChange }: { value: BatchBranch; onChange: (next: BatchBranch) => void }) {
  const { t } = useTranslation();
  const places = useEligibilityPlaces();
  const batches = places.data?.batches ?? [];
  const batch = batches.find((b) => b.id === value.batchId);
  const branches = (places.data?.branches ?? []).filter((b) => b.courseId === batch?.courseId);
  const branch = branches.find((b) => b.id === value.branchId);
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <>
      {places.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('eligibility.choice.placesFailed', { message: places.error.message })}
        </Alert>
      )}
      <TextField
        select
        size="small"
        id="eligibility-batch"
        label={t('eligibility.choice.batch')}
        value={batch ? String(batch.id) : ''}
        onChange={(e) => onChange({ batchId: whole(e.target.value), branchId: null })}
        disabled={!places.isSuccess}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('eligibility.choice.chooseBatch')}</em>
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
        id="eligibility-branch"
        label={t('eligibility.choice.branch')}
        value={branch ? String(branch.id) : ''}
        onChange={(e) => onChange({ batchId: value.batchId, branchId: whole(e.target.value) })}
        disabled={!batch}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="">{t('eligibility.choice.allBranches')}</MenuItem>
        {branches.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} — {b.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
