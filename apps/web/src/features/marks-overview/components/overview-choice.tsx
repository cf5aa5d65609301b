import { Paper } from '@mui/material';
import { useSearchParams } from 'react-router';
import { BatchBranchChoice } from '../../../components/batch-branch-choice';

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
  const { wanted, choose } = useOverviewAddress();
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <BatchBranchChoice id="overview" anyBranch value={wanted} onChange={(next) => choose(next)} />
    </Paper>
  );
}
