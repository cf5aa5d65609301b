import { ListSubheader, MenuItem, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Batch, Branch } from '../api/sections';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** What the address says of the screen (`?batchId=4&branchId=11&section=7`): the batch and branch listed, the section open. */
export interface SectionsAddress {
  batchId: number | null;
  branchId: number | null;
  sectionId: number | null;
}

function addressFrom(params: URLSearchParams): SectionsAddress {
  return { batchId: whole(params.get('batchId')), branchId: whole(params.get('branchId')), sectionId: whole(params.get('section')) };
}

function paramsFrom(a: SectionsAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (a.batchId !== null) params.set('batchId', String(a.batchId));
  if (a.branchId !== null) params.set('branchId', String(a.branchId));
  if (a.sectionId !== null) params.set('section', String(a.sectionId));
  return params;
}

/**
 * The batch, branch and section chosen, kept in the address so that Back goes to the list as it was:
 * another batch forgets the branch and the section, another branch the section.
 */
export function useSectionsAddress() {
  const [params, setParams] = useSearchParams();
  const wanted = addressFrom(params);
  return {
    wanted,
    chooseBatch: (batchId: number | null) => setParams(paramsFrom({ batchId, branchId: null, sectionId: null })),
    chooseBranch: (branchId: number | null) => setParams(paramsFrom({ ...wanted, branchId, sectionId: null })),
    open: (sectionId: number | null) => setParams(paramsFrom({ ...wanted, sectionId })),
  };
}

/** `B.Tech 2024`: a batch as the office names it. */
export const batchLabel = (b: Batch) => `${b.programme} ${b.startYear}`;

/** The batches by programme, newest first in each. */
function byProgramme(batches: Batch[]) {
  const groups = new Map<string, Batch[]>();
  for (const b of [...batches].sort((x, y) => x.programme.localeCompare(y.programme) || y.startYear - x.startYear))
    groups.set(b.programme, [...(groups.get(b.programme) ?? []), b]);
  return [...groups.entries()];
}

/** The batch (grouped by programme) and the branch of its programme whose sections are listed. */
export function SectionChoice({ batches, branches }: { batches: Batch[]; branches: Branch[] }) {
  const { t } = useTranslation();
  const { wanted, chooseBatch, chooseBranch } = useSectionsAddress();
  const batch = batches.find((b) => b.id === wanted.batchId);
  const ofProgramme = batch ? branches.filter((b) => b.courseId === batch.courseId) : [];
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <TextField
        select
        size="small"
        id="sections-batch"
        label={t('sections.choice.batch')}
        value={batch ? String(batch.id) : ''}
        onChange={(e) => chooseBatch(whole(e.target.value))}
        sx={{ flex: '1 1 220px', maxWidth: { md: 360 } }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('sections.choice.chooseBatch')}</em>
        </MenuItem>
        {byProgramme(batches).flatMap(([programme, list]) => [
          <ListSubheader key={`p-${programme}`}>{programme}</ListSubheader>,
          ...list.map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {batchLabel(b)}
            </MenuItem>
          )),
        ])}
      </TextField>
      <TextField
        select
        size="small"
        id="sections-branch"
        label={t('sections.choice.branch')}
        value={wanted.branchId !== null && ofProgramme.some((b) => b.id === wanted.branchId) ? String(wanted.branchId) : ''}
        onChange={(e) => chooseBranch(whole(e.target.value))}
        disabled={!batch}
        sx={{ flex: '1 1 220px', maxWidth: { md: 360 } }}
        slotProps={select}
      >
        <MenuItem value="">{t('sections.choice.allBranches')}</MenuItem>
        {ofProgramme.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} — {b.name}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
