import { Alert, MenuItem, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOverviewPlaces } from '../api/marks-overview';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** What the address says of the screen (`?batchId=4&branchId=11&class=31`): the classes listed and the sheet open. */
interface OverviewAddress {
  batchId: number | null;
  branchId: number | null;
  allocationId: number | null;
}

function paramsFrom(a: OverviewAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (a.batchId !== null) params.set('batchId', String(a.batchId));
  if (a.branchId !== null) params.set('branchId', String(a.branchId));
  if (a.allocationId !== null) params.set('class', String(a.allocationId));
  return params;
}

/**
 * The batch and branch listed and the class open, kept in the address so that a reload, Back or a
 * shared link shows the same: another batch forgets the branch.
 */
export function useOverviewAddress() {
  const [params, setParams] = useSearchParams();
  const wanted: OverviewAddress = {
    batchId: whole(params.get('batchId')),
    branchId: whole(params.get('branchId')),
    allocationId: whole(params.get('class')),
  };
  return {
    wanted,
    choose: (change: Partial<OverviewAddress>) => setParams(paramsFrom({ ...wanted, ...change }), { replace: true }),
    /** A sheet opened: Back closes it again. */
    open: (allocationId: number | null) => setParams(paramsFrom({ ...wanted, allocationId })),
  };
}

/** The batch whose classes are listed, and one of its branches or all. */
export function OverviewChoice() {
  const { t } = useTranslation();
  const { wanted, choose } = useOverviewAddress();
  const places = useOverviewPlaces();
  const batches = places.data?.batches ?? [];
  const batch = batches.find((b) => b.id === wanted.batchId);
  const branches = (places.data?.branches ?? []).filter((b) => b.courseId === batch?.courseId);
  const branch = branches.find((b) => b.id === wanted.branchId);
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {places.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('marksOverview.choice.placesFailed', { message: places.error.message })}
        </Alert>
      )}
      <TextField
        select
        size="small"
        id="overview-batch"
        label={t('marksOverview.choice.batch')}
        value={batch ? String(batch.id) : ''}
        onChange={(e) => choose({ batchId: whole(e.target.value), branchId: null })}
        disabled={!places.isSuccess}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('marksOverview.choice.chooseBatch')}</em>
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
        id="overview-branch"
        label={t('marksOverview.choice.branch')}
        value={branch ? String(branch.id) : ''}
        onChange={(e) => choose({ branchId: whole(e.target.value) })}
        disabled={!batch}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="">{t('marksOverview.choice.allBranches')}</MenuItem>
        {branches.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} — {b.name}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
