import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BatchBranchChoice } from '../../../components/batch-branch-choice';
import { useBatchPlaces } from '../../../lib/batch-places';
import { useSections } from '../api/timetable';
import { useTimetableSearch } from './timetable-search';

const whole = (text: string) => (text ? Number(text) : null);

/** The section whose week is shown: its batch, then the batch's branch, then the section; each choice kept in the address. */
export function SectionPicker() {
  const { t } = useTranslation();
  const { wanted, apply } = useTimetableSearch();
  const places = useBatchPlaces();
  const sections = useSections(wanted.batchId, wanted.branchId);
  const batches = places.data?.batches ?? [];
  const batch = batches.find((b) => b.id === wanted.batchId);
  const branches = (places.data?.branches ?? []).filter((b) => b.courseId === batch?.courseId);
  const list = sections.data ?? [];
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  const value = (n: number | null) => (n === null ? '' : String(n));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <BatchBranchChoice
        id="timetable"
        value={{ batchId: batch?.id ?? null, branchId: branches.some((b) => b.id === wanted.branchId) ? wanted.branchId : null }}
        onChange={(next) => apply({ ...next, sectionId: null })}
      />
      <TextField
        select
        size="small"
        id="timetable-section"
        label={t('timetable.section.section')}
        value={list.some((s) => s.id === wanted.sectionId) ? value(wanted.sectionId) : ''}
        onChange={(e) => apply({ sectionId: whole(e.target.value) })}
        disabled={wanted.branchId === null || list.length === 0}
        helperText={sections.isSuccess && list.length === 0 ? t('timetable.section.noSections') : undefined}
        sx={{ flex: '1 1 200px' }}
        slotProps={select}
      >
        <MenuItem value="" disabled>
          <em>{t('timetable.section.chooseSection')}</em>
        </MenuItem>
        {list.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
