import CheckCircle from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, Paper, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ALUMNI_FILE_EXTENSIONS,
  ALUMNI_FILE_MAX_MB,
  GRIEVANCE_ATTACHMENTS_MAX,
  GRIEVANCE_PAGE_SIZE_DEFAULT,
  GRIEVANCE_PAGE_SIZES,
  GRIEVANCE_PARTS,
  GRIEVANCE_WORKING_DAYS,
  grievanceFilingSchema,
  LONG_TEXT_MAX,
  TITLE_MAX,
  type GrievanceDetail,
  type GrievanceRow,
} from '@campus/shared';
import { FilePicker, fileProblem } from '../../components/file-picker';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PagedTable } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useFileGrievance, useGrievanceRegister, useOwnGrievances } from './api/grievances';
import { categoryChoices, chosen, grievancePath, useGrievanceColumns } from './components/grievance-parts';
import { LoadFailed } from '../../components/list-head';

const ACCEPT = ALUMNI_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The category is chosen from a list: none chosen says so, not that the value is wrong. */
const filingFormSchema = grievanceFilingSchema.extend({ category: chosen('Category', grievanceFilingSchema.shape.category) });

/** The grievance received: its acknowledgement number, large, and the day its decision is due. */
function Acknowledgement({ grievance: g, onAnother }: { grievance: GrievanceDetail; onAnother: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.mine.${key}`, values);
  return (
    <Box role="status" data-testid="grievance-acknowledgement">
      <Alert severity="success" icon={<CheckCircle />} sx={{ mb: 2 }}>
        {text('received')}
      </Alert>
      <Typography color="text.secondary">{text('ackNumber')}</Typography>
      <Typography
        variant="h4"
        component="p"
        data-testid="grievance-number"
        sx={{ fontWeight: 700, fontFamily: 'monospace', color: 'primary.main', overflowWrap: 'anywhere' }}
      >
        {g.number}
      </Typography>
      <Typography sx={{ mt: 1 }}>{text('ackDue', { day: f.day(g.dueOn) })}</Typography>
      <Typography color="text.secondary">{text('ackKeep')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="contained" component={RouterLink} to={grievancePath(g.id)}>
          {text('openIt')}
        </Button>
        <Button onClick={onAnother}>{text('fileAnother')}</Button>
      </Box>
    </Box>
  );
}

/** The files chosen so far, each with Remove; a file is checked by its name and size as it is chosen. */
function Attachments({ files, error, onChange }: { files: File[]; error?: string; onChange: (files: File[], problem?: string) => void }) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.mine.fields.${key}`, values);
  const add = (file: File | null) => {
    if (!file) return;
    if (files.length >= GRIEVANCE_ATTACHMENTS_MAX) return onChange(files, text('tooMany', { max: GRIEVANCE_ATTACHMENTS_MAX }));
    const problem = fileProblem(file, ALUMNI_FILE_EXTENSIONS, ALUMNI_FILE_MAX_MB, 'fileType');
    onChange(problem ? files : [...files, file], problem);
  };
  return (
    <Box>
      <FilePicker
        id="grievance-attachment"
        label={text('attachments')}
        buttonLabel={text('attach')}
        emptyText={files.length === 0 ? text('noFiles') : text('files', { count: files.length })}
        hint={text('attachHint', { max: GRIEVANCE_ATTACHMENTS_MAX, mb: ALUMNI_FILE_MAX_MB })}
        accept={ACCEPT}
        file={null}
        error={error}
        onChange={add}
      />
      {files.length > 0 && (
        <Box component="ul" aria-label={text('attachments')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {files.map((file, i) => (
            <Box component="li" key={`${i}-${file.name}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={text('removeFor', { name: file.name })}
                onClick={() => onChange(files.filter((_, at) => at !== i))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** File a grievance: its category, subject and what happened, whether the name is kept confidential, and up to three files. */
function FileForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(filingFormSchema, { category: '', subject: '', description: '', confidential: false });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [received, setReceived] = useState<GrievanceDetail | null>(null);
  const file = useFileGrievance({
    onSuccess: (done) => {
      setReceived(done);
      form.reset();
      setFiles([]);
    },
    onError: (err) => {
      // The files are no field of the form: the server's word on them shows under the picker.
      if (err instanceof ApiRequestError && err.body?.field === GRIEVANCE_PARTS.attachment) return setFilesError(err.message);
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('grievances.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.mine.${key}`, values);
  const field = (key: string) => text(`fields.${key}`);
  return (
    <Paper component="section" aria-labelledby="grievance-file-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography id="grievance-file-heading" variant="h6" component="h2">
        {text('fileHeading')}
      </Typography>
      {received ? (
        <Acknowledgement grievance={received} onAnother={() => setReceived(null)} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {text('fileHint', { days: GRIEVANCE_WORKING_DAYS })}
          </Typography>
          <Box
            component="form"
            noValidate
            aria-label={text('fileHeading')}
            onSubmit={(e) => {
              e.preventDefault();
              setFilesError(undefined);
              void form.handleSubmit((filing) => file.mutate({ filing, files }))();
            }}
            sx={{ display: 'grid', gap: 2 }}
          >
            <FormSelect
              control={form.control}
              name="category"
              id="grievance-category"
              label={field('category')}
              required
              options={categoryChoices(t)}
            />
            <FormTextField
              control={form.control}
              name="subject"
              id="grievance-subject-field"
              label={field('subject')}
              helperText={field('subjectHint')}
              required
              slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
            />
            <FormTextField
              control={form.control}
              name="description"
              id="grievance-description-field"
              label={field('description')}
              helperText={field('descriptionHint')}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX } }}
            />
            <Controller
              control={form.control}
              name="confidential"
              render={({ field: box }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      name={box.name}
                      inputRef={box.ref}
                      checked={box.value === true}
                      onChange={(e) => box.onChange(e.target.checked)}
                      onBlur={box.onBlur}
                    />
                  }
                  label={field('confidential')}
                />
              )}
            />
            <Attachments
              files={files}
              error={filesError}
              onChange={(next, problem) => {
                setFiles(next);
                setFilesError(problem);
              }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={file.isPending}>
                {text('submit')}
              </Button>
            </Box>
          </Box>
        </>
      )}
    </Paper>
  );
}

/** One of the two lists of the page: its own page and size, kept while the page is open. */
function OwnList({ which, id }: { which: 'filed' | 'assigned'; id: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: GRIEVANCE_PAGE_SIZE_DEFAULT });
  const own = useOwnGrievances(paging.page, paging.size);
  const columns = useGrievanceColumns({ register: false });
  const data = own.data?.[which];
  const text = (key: string) => t(`grievances.mine.${key}`);
  if (which === 'assigned' && !own.data?.onCommittee) return null;
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 1.5, md: 2 }, mt: 2 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ px: 1 }}>
        {text(`${which}Heading`)}
      </Typography>
      {which === 'assigned' && (
        <Typography color="text.secondary" sx={{ px: 1, mb: 1 }}>
          {text('assignedHint')}
        </Typography>
      )}
      {own.isError && !own.data ? (
        <LoadFailed error={own.error} retry={own.refetch} />
      ) : (
        <PagedTable<GrievanceRow>
          label={text(`${which}Table`)}
          testId={`${id}-table`}
          columns={columns}
          rows={data?.rows}
          rowKey={(g) => g.id}
          rowAttributes={(g) => ({ 'data-number': g.number })}
          rowTone={(g) => (g.overdue ? 'error' : undefined)}
          total={data?.total ?? 0}
          page={paging.page}
          pageSize={paging.size}
          pageSizes={GRIEVANCE_PAGE_SIZES}
          onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
          onPageSizeChange={(size) => setPaging({ page: 1, size })}
          loading={own.isFetching}
          cardsBelow="md"
          empty={text(which === 'filed' ? 'noneFiled' : 'noneAssigned')}
        />
      )}
    </Paper>
  );
}

/** For a member of the committee (the chairperson above all): every grievance past its due day without a decision. */
function CommitteeOverdue() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: GRIEVANCE_PAGE_SIZE_DEFAULT });
  const own = useOwnGrievances(1, GRIEVANCE_PAGE_SIZE_DEFAULT);
  const onCommittee = own.data?.onCommittee === true;
  const overdue = useGrievanceRegister({ q: '', status: null, category: null, overdue: true, ...paging }, onCommittee);
  const columns = useGrievanceColumns({ register: true });
  const text = (key: string) => t(`grievances.mine.${key}`);
  if (!onCommittee) return null;
  return (
    <Paper component="section" aria-labelledby="grievances-overdue-heading" sx={{ p: { xs: 1.5, md: 2 }, mt: 2 }}>
      <Typography id="grievances-overdue-heading" variant="h6" component="h2" sx={{ px: 1 }}>
        {text('overdueHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ px: 1, mb: 1 }}>
        {text('overdueHint')}
      </Typography>
      {overdue.isError && !overdue.data ? (
        <LoadFailed error={overdue.error} retry={overdue.refetch} />
      ) : (
        <PagedTable<GrievanceRow>
          label={text('overdueTable')}
          testId="grievances-overdue-table"
          columns={columns}
          rows={overdue.data?.rows}
          rowKey={(g) => g.id}
          rowAttributes={(g) => ({ 'data-number': g.number })}
          rowTone={() => 'error'}
          total={overdue.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.size}
          pageSizes={GRIEVANCE_PAGE_SIZES}
          onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
          onPageSizeChange={(size) => setPaging({ page: 1, size })}
          loading={overdue.isFetching}
          cardsBelow="md"
          empty={text('noneOverdue')}
        />
      )}
    </Paper>
  );
}

/**
 * `/app/My Grievances`: a student, parent or member of staff files a grievance and follows the ones
 * they filed; a member of the committee also sees those assigned to them, and every overdue one.
 */
export function MyGrievancesPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('grievances.mine.title')} subtitle={t('grievances.mine.subtitle')} />
      <FileForm />
      <OwnList which="filed" id="grievances-filed" />
      <OwnList which="assigned" id="grievances-assigned" />
      <CommitteeOverdue />
    </Box>
  );
}
