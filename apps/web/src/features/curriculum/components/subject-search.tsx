import Search from '@mui/icons-material/Search';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CURRICULUM_PAGE_SIZE_DEFAULT, CURRICULUM_PAGE_SIZES, NAME_MAX } from '@campus/shared';
import type { Branch, Programme, SubjectSearch } from '../api/curriculum';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** What the address says of the list (`?regulationId=2&courseId=1&semester=5&q=algo`); the regulation is null until one is chosen. */
type Wanted = Omit<SubjectSearch, 'regulationId'> & { regulationId: number | null };

function searchFrom(params: URLSearchParams): Wanted {
  const size = whole(params.get('size'));
  return {
    regulationId: whole(params.get('regulationId')),
    courseId: whole(params.get('courseId')),
    branchId: whole(params.get('branchId')),
    semester: whole(params.get('semester')),
    q: (params.get('q') ?? '').trim().slice(0, NAME_MAX),
    page: whole(params.get('page')) ?? 1,
    size: size !== null && (CURRICULUM_PAGE_SIZES as readonly number[]).includes(size) ? size : CURRICULUM_PAGE_SIZE_DEFAULT,
  };
}

/** The address of a search: only what differs from the default. */
function paramsFrom(s: Wanted): URLSearchParams {
  const params = new URLSearchParams();
  if (s.regulationId !== null) params.set('regulationId', String(s.regulationId));
  if (s.courseId !== null) params.set('courseId', String(s.courseId));
  if (s.branchId !== null) params.set('branchId', String(s.branchId));
  if (s.semester !== null) params.set('semester', String(s.semester));
  if (s.q) params.set('q', s.q);
  if (s.page !== 1) params.set('page', String(s.page));
  if (s.size !== CURRICULUM_PAGE_SIZE_DEFAULT) params.set('size', String(s.size));
  return params;
}

/**
 * The subjects' search, kept in the address so that Back opens the list as it was: a new filter,
 * search or page size starts again at page 1; another regulation keeps the programme, branch and
 * semester (the same place in the next scheme) but not the page.
 */
export function useSubjectSearch() {
  const [params, setParams] = useSearchParams();
  const wanted = searchFrom(params);
  return {
    wanted,
    filtered: wanted.q !== '' || wanted.courseId !== null || wanted.branchId !== null || wanted.semester !== null,
    apply: (change: Partial<Wanted>) => setParams(paramsFrom({ ...wanted, page: 1, ...change })),
    clear: () => setParams(paramsFrom({ ...searchFrom(new URLSearchParams()), regulationId: wanted.regulationId })),
  };
}

/** The programme, branch and semester to show, and the code or name typed (kept here until Find). */
export function SubjectFilters({ programmes, branches }: { programmes: Programme[]; branches: Branch[] }) {
  const { t } = useTranslation();
  const { wanted, apply } = useSubjectSearch();
  const [text, setText] = useState(wanted.q);
  const programme = programmes.find((p) => p.id === wanted.courseId);
  const semesters = programme?.semesters ?? Math.max(0, ...programmes.map((p) => p.semesters));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() });
  };
  const number = (text: string) => whole(text);
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id="curriculum-programme"
        label={t('curriculum.filters.programme')}
        value={wanted.courseId === null ? '' : String(wanted.courseId)}
        onChange={(e) => apply({ courseId: number(e.target.value), branchId: null })}
        sx={{ flex: '1 1 180px' }}
        slotProps={select}
      >
        <MenuItem value="">{t('curriculum.filters.allProgrammes')}</MenuItem>
        {programmes.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.code}
          </MenuItem>
        ))}
      </TextField>
      {programme && branches.some((b) => b.courseId === programme.id) && (
        <TextField
          select
          size="small"
          id="curriculum-branch"
          label={t('curriculum.filters.branch')}
          value={wanted.branchId === null ? '' : String(wanted.branchId)}
          onChange={(e) => apply({ branchId: number(e.target.value) })}
          sx={{ flex: '1 1 180px' }}
          slotProps={select}
        >
          <MenuItem value="">{t('curriculum.everyBranch')}</MenuItem>
          {branches
            .filter((b) => b.courseId === wanted.courseId)
            .map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {b.code}
              </MenuItem>
            ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        id="curriculum-semester"
        label={t('curriculum.filters.semester')}
        value={wanted.semester === null ? '' : String(wanted.semester)}
        onChange={(e) => apply({ semester: number(e.target.value) })}
        sx={{ flex: '1 1 140px' }}
        slotProps={select}
      >
        <MenuItem value="">{t('curriculum.filters.allSemesters')}</MenuItem>
        {Array.from({ length: semesters }, (_, i) => (
          <MenuItem key={i + 1} value={String(i + 1)}>
            {t('curriculum.semesterN', { n: i + 1 })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="curriculum-q"
        type="search"
        label={t('curriculum.filters.search')}
        helperText={t('curriculum.filters.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: '2 1 220px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('curriculum.filters.find')}
      </Button>
    </Box>
  );
}
