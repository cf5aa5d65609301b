import { Alert, Box, MenuItem, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSectionPlaces, useSections } from '../api/attendance-shortage';

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
  const places = useSectionPlaces();
  const batches = places.data?.batches ?? [];
  const batch = batches.find((b) => b.id === wanted.batchId);
  const branches = (places.data?.branches ?? []).filter((b) => b.courseId === batch?.courseId);
  const branch = branches.find((b) => b.id === wanted.branchId);
  const sections = useSections(batch?.id ?? null, branch?.id ?? null);
  const list = sections.data ?? [];
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {places.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('attendanceShortage.choice.placesFailed', { message: places.error.message })}
        </Alert>
      )}
      {sections.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('attendanceShortage.choice.sectionsFailed', { message: sections.error.message })}
        </Alert>
      )}
      <TextField
        select
        size="small"
        id="shortage-batch"
        label={t('attendanceShortage.choice.batch')}
        value={batch ? String(batch.id) : ''}
        onChange={(e) => apply({ batchId: whole(e.target.value), branchId: null, sectionId: null })}
        disabled={!places.isSuccess}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('attendanceShortage.choice.chooseBatch')}</em>
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
        id="shortage-branch"
        label={t('attendanceShortage.choice.branch')}
        value={branch ? String(branch.id) : ''}
        onChange={(e) => apply({ branchId: whole(e.target.value), sectionId: null })}
        disabled={!batch}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('attendanceShortage.choice.chooseBranch')}</em>
        </MenuItem>
        {branches.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} — {b.name}
          </MenuItem>
        ))}
      </TextField>
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
