import { Alert, Box, MenuItem, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BatchBranchChoice } from '../../../components/batch-branch-choice';
import { useBatchPlaces } from '../../../lib/batch-places';
import { useSections } from '../api/attendance-shortage';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** What the address says of the screen (`?batchId=4&branchId=11&sectionId=41`). */
interface ShortageAddress {
  batchId: number | null;
  branchId: number | null;
  sectionId: number | null;
}

function paramsFrom(a: ShortageAddress): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['batchId', 'branchId', 'sectionId'] as const) if (a[key] !== null) params.set(key, String(a[key]));
  return params;
}

/**
 * The batch, branch and section chosen, kept in the address so that a reload or a shared link shows
 * the same list: another batch forgets the branch and the section, another branch the section.
 */
export function useShortageAddress() {
  const [params, setParams] = useSearchParams();
  const wanted: ShortageAddress = {
    batchId: whole(params.get('batchId')),
    branchId: whole(params.get('branchId')),
    sectionId: whole(params.get('sectionId')),
  };
  const apply = (change: Partial<ShortageAddress>) => setParams(paramsFrom({ ...wanted, ...change }), { replace: true });
  return { wanted, apply };
}

/** The section whose shortage is listed: its batch, then the batch's branch, then the section. */
export function SectionChoice() {
  const { t } = useTranslation();
  const { wanted, apply } = useShortageAddress();
  const places = useBatchPlaces();
  const batches = places.data?.batches ?? [];
  const batch = batches.find((b) => b.id === wanted.batchId);
  const branches = (places.data?.branches ?? []).filter((b) => b.courseId === batch?.courseId);
  const branch = branches.find((b) => b.id === wanted.branchId);
  const sections = useSections(batch?.id ?? null, branch?.id ?? null);
  const list = sections.data ?? [];
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {sections.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('attendanceShortage.choice.sectionsFailed', { message: sections.error.message })}
        </Alert>
      )}
      <BatchBranchChoice
        id="shortage"
        value={{ batchId: batch?.id ?? null, branchId: branch?.id ?? null }}
        onChange={(next) => apply({ ...next, sectionId: null })}
      />
      <Box sx={{ flex: '1 1 200px', display: 'flex' }}>
        <TextField
          select
          size="small"
          id="shortage-section"
          label={t('attendanceShortage.choice.section')}
          value={list.some((s) => s.id === wanted.sectionId) ? String(wanted.sectionId) : ''}
          onChange={(e) => apply({ sectionId: whole(e.target.value) })}
          disabled={!branch || list.length === 0}
          helperText={sections.isSuccess && list.length === 0 ? t('attendanceShortage.choice.noSections') : undefined}
          fullWidth
          slotProps={select}
        >
          <MenuItem value="" disabled>
            <em>{t('attendanceShortage.choice.chooseSection')}</em>
          </MenuItem>
          {list.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}
