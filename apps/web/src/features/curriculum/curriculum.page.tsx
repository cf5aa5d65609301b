import { Alert, Box, Button, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, CURRICULUM_PAGE_SIZES, type Regulation, type Subject } from '@campus/shared';
import { DeleteDialog, EditDeleteActions } from '../../components/edit-delete-actions';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { usePlaces, useRegulations, useRemoveSubject, useSubjects, type SubjectSearch } from './api/curriculum';
import { ComponentsDialog } from './components/components-dialog';
import { CurriculumImport, DownloadCurriculum } from './components/curriculum-workbooks';
import { RegulationDialog } from './components/regulation-dialog';
import { SubjectDialog } from './components/subject-dialog';
import { SubjectFilters, useSubjectSearch } from './components/subject-search';

/** Newest first: the regulation of the latest batches leads, as the server lists them. */
const newestFirst = (list: Regulation[]) => [...list].sort((a, b) => b.fromYear - a.fromYear || a.code.localeCompare(b.code));

function useColumns(): PagedColumn<Subject>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`curriculum.subjects.columns.${key}`);
  return [
    {
      key: 'code',
      header: col('code'),
      cell: (s) => s.code,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'name', header: col('name'), cell: (s) => s.name, card: 'primary', sx: { minWidth: 200 } },
    { key: 'programme', header: col('programme'), cell: (s) => s.programme, nowrap: true },
    { key: 'branch', header: col('branch'), cell: (s) => s.branch ?? t('curriculum.everyBranch') },
    { key: 'semester', header: col('semester'), cell: (s) => f.number(s.semester), align: 'right', nowrap: true },
    {
      key: 'kind',
      header: col('kind'),
      cell: (s) =>
        s.kind === 'elective' && s.electiveGroup ? t('curriculum.electiveOf', { group: s.electiveGroup }) : t(`curriculum.kinds.${s.kind}`),
      nowrap: true,
    },
    { key: 'credits', header: col('credits'), cell: (s) => f.number(s.credits), align: 'right', nowrap: true },
    { key: 'internalMax', header: col('internalMax'), cell: (s) => f.number(s.internalMax), align: 'right', nowrap: true },
    { key: 'externalMax', header: col('externalMax'), cell: (s) => f.number(s.externalMax), align: 'right', nowrap: true },
  ];
}

/** The regulation shown: a select of every regulation, and for the office Add and Edit; for every reader the download of its subjects. */
function RegulationBar({
  regulations,
  chosen,
  manager,
  onChoose,
  onAdd,
  onEdit,
}: {
  regulations: Regulation[];
  chosen: Regulation;
  manager: boolean;
  onChoose: (id: number) => void;
  onAdd: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        id="curriculum-regulation"
        label={t('curriculum.regulations.choose')}
        value={String(chosen.id)}
        onChange={(e) => onChoose(Number(e.target.value))}
        sx={{ flex: '1 1 260px', maxWidth: { md: 420 } }}
      >
        {regulations.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.code} — {r.name}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" data-testid="regulation-summary" sx={{ flex: '1 1 200px' }}>
        {t('curriculum.regulations.summary', { year: chosen.fromYear, count: chosen.subjects })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {manager && (
          <>
            <Button variant="outlined" onClick={onEdit}>
              {t('curriculum.regulations.edit')}
            </Button>
            <Button variant="outlined" onClick={onAdd}>
              {t('curriculum.regulations.add')}
            </Button>
          </>
        )}
        <DownloadCurriculum regulation={chosen} />
      </Box>
    </Paper>
  );
}

/**
 * `/app/Academics/Curriculum`: the regulations (R22) and, per programme, branch and semester, their
 * subjects with credits, kind and maximum marks. The academics office keeps them by form and from
 * Excel; those who teach and examine by them read them and download them.
 */
export function CurriculumPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const manager = can(useSession()?.roles, 'curriculum.manage');
  const regulations = useRegulations();
  const places = usePlaces();
  const { wanted, filtered, apply, clear } = useSubjectSearch();
  const list = newestFirst(regulations.data ?? []);
  const chosen = list.find((r) => r.id === wanted.regulationId) ?? list[0];
  const search: SubjectSearch | null = chosen ? { ...wanted, regulationId: chosen.id } : null;
  const subjects = useSubjects(search);
  const columns = useColumns();
  // The regulation in its dialog: null for a new one; the subject likewise.
  const [regulation, setRegulation] = useState<Regulation | null | undefined>(undefined);
  const [subject, setSubject] = useState<Subject | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Subject | null>(null);
  // The subject whose internal marks components are in their dialog.
  const [splitting, setSplitting] = useState<Subject | null>(null);
  const remove = useRemoveSubject({
    onSuccess: (_answer, s) => {
      enqueueSnackbar(t('curriculum.subjects.removed', { code: s.code, regulation: s.regulation }), { variant: 'success' });
      setRemoving(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('curriculum.removeFailed', { message: err.message }), { variant: 'error' });
      setRemoving(null);
    },
  });
  const data = subjects.data;
  const emptyText = () => {
    if (filtered) return t('curriculum.subjects.noMatches');
    return t(manager ? 'curriculum.subjects.emptyManager' : 'curriculum.subjects.empty', { code: chosen?.code });
  };
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('curriculum.title')}
        subtitle={t('curriculum.subtitle')}
        actions={
          manager &&
          chosen && (
            <Button variant="contained" onClick={() => setSubject(null)}>
              {t('curriculum.subjects.add')}
            </Button>
          )
        }
      />
      {regulations.isPending && <Skeleton variant="rounded" height={240} />}
      {regulations.isError && <LoadFailed error={regulations.error} retry={regulations.refetch} />}
      {regulations.isSuccess && !chosen && (
        <Alert
          severity="info"
          data-testid="no-regulations"
          action={
            manager && (
              <Button color="inherit" size="small" onClick={() => setRegulation(null)}>
                {t('curriculum.regulations.add')}
              </Button>
            )
          }
        >
          {t(manager ? 'curriculum.regulations.emptyManager' : 'curriculum.regulations.empty')}
        </Alert>
      )}
      {chosen && (
        <>
          <RegulationBar
            regulations={list}
            chosen={chosen}
            manager={manager}
            onChoose={(id) => apply({ regulationId: id })}
            onAdd={() => setRegulation(null)}
            onEdit={() => setRegulation(chosen)}
          />
          {places.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('curriculum.placesFailed', { message: places.error?.message })}
            </Alert>
          )}
          <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
            <SubjectFilters
              key={`${wanted.q}|${wanted.courseId}|${wanted.branchId}|${wanted.semester}`}
              programmes={places.programmes}
              branches={places.branches}
            />
          </Paper>
          <Paper sx={{ p: { xs: 1, md: 2 } }}>
            <ListHead filtered={filtered} onClear={clear}>
              <Typography variant="h6" component="h2" data-testid="subjects-total">
                {data ? t('curriculum.subjects.found', { count: data.total }) : ''}
              </Typography>
              {data && data.total > 0 && (
                <Typography color="text.secondary" data-testid="subjects-credits">
                  {t('curriculum.subjects.credits', { credits: f.number(data.credits) })}
                </Typography>
              )}
            </ListHead>
            {subjects.isError && !data ? (
              <LoadFailed error={subjects.error} retry={subjects.refetch} />
            ) : (
              <PagedTable
                label={t('curriculum.subjects.tableLabel', { code: chosen.code })}
                testId="subjects-table"
                columns={columns}
                rows={data?.rows}
                rowKey={(s) => s.id}
                rowAttributes={(s) => ({ 'data-subject': s.code, 'data-branch': s.branch ?? '' })}
                total={data?.total ?? 0}
                page={wanted.page}
                pageSize={wanted.size}
                pageSizes={CURRICULUM_PAGE_SIZES}
                onPageChange={(page) => apply({ page })}
                onPageSizeChange={(size) => apply({ size })}
                loading={subjects.isFetching}
                cardsBelow="md"
                empty={emptyText()}
                actions={
                  manager
                    ? (s) => (
                        // Side by side in the table: a row of subjects stays one line high.
                        <Box sx={{ width: { md: 'max-content' } }}>
                          <EditDeleteActions
                            editLabel={t('curriculum.subjects.editFor', { code: s.code, place: s.branch ?? s.programme })}
                            deleteLabel={t('curriculum.subjects.removeFor', { code: s.code, place: s.branch ?? s.programme })}
                            onEdit={() => setSubject(s)}
                            onDelete={() => setRemoving(s)}
                          >
                            {/* A subject without internal marks has nothing to split. */}
                            {s.internalMax > 0 && (
                              <Button
                                size="small"
                                variant="outlined"
                                onClick={() => setSplitting(s)}
                                aria-label={t('curriculum.components.actionFor', { code: s.code, place: s.branch ?? s.programme })}
                              >
                                {t('curriculum.components.action')}
                              </Button>
                            )}
                          </EditDeleteActions>
                        </Box>
                      )
                    : undefined
                }
              />
            )}
          </Paper>
          {manager && <CurriculumImport />}
        </>
      )}
      {regulation !== undefined && (
        <RegulationDialog
          regulation={regulation}
          onSaved={(saved) => regulation === null && apply({ regulationId: saved.id })}
          onClose={() => setRegulation(undefined)}
        />
      )}
      {subject !== undefined && chosen && (
        <SubjectDialog
          subject={subject}
          regulations={list}
          regulationId={chosen.id}
          courseId={wanted.courseId}
          semester={wanted.semester}
          programmes={places.programmes}
          branches={places.branches}
          onClose={() => setSubject(undefined)}
        />
      )}
      {splitting && <ComponentsDialog subject={splitting} onClose={() => setSplitting(null)} />}
      {removing && (
        <DeleteDialog
          heading={t('curriculum.subjects.removeHeading', { code: removing.code })}
          text={t('curriculum.subjects.removeText', {
            code: removing.code,
            name: removing.name,
            regulation: removing.regulation,
            place: removing.branch ? `${removing.programme} ${removing.branch}` : removing.programme,
          })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
}
