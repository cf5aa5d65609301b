import { Alert, Box, Button, FormControlLabel, Paper, Skeleton, Switch, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  can,
  collegeToday,
  COMMITTEE_GENDERS,
  COMMITTEE_ROLES,
  committeeEndSchema,
  committeeMemberInputSchema,
  NAME_MAX,
  SOCIAL_CATEGORIES,
  TITLE_MAX,
  type Committee,
  type CommitteeMember,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormDateField, FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAddMember, useCommittee, useEndMember, useSaveGrievanceSettings } from './api/committee';
import { chosen } from './components/grievance-parts';
import { LoadFailed } from '../../components/list-head';

const memberFormSchema = committeeMemberInputSchema.extend({
  role: chosen('Role', committeeMemberInputSchema.shape.role),
  gender: chosen('Gender', committeeMemberInputSchema.shape.gender),
  socialCategory: chosen('Social category', committeeMemberInputSchema.shape.socialCategory),
});

/** A member's term is over when its last day has passed; one beginning later is a member already named. */
const left = (m: CommitteeMember, today: string) => m.untilDate !== null && m.untilDate < today;

/** Add a member: their name, role, designation, gender and social category (the regulation's checks), login, and first day. */
function AddMemberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(memberFormSchema, {
    name: '',
    role: '',
    designation: '',
    gender: '',
    socialCategory: '',
    username: '',
    fromDate: collegeToday(),
  });
  const add = useAddMember({
    onSuccess: (m) => {
      enqueueSnackbar(t('grievances.committee.added', { name: m.name }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('grievances.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const field = (key: string) => t(`grievances.committee.fields.${key}`);
  const choices = <V extends string>(values: readonly V[], group: string) =>
    values.map((v) => ({ value: v, label: t(`grievances.committee.${group}.${v}`) }));
  return (
    <FormDialog
      heading={t('grievances.committee.addHeading')}
      id="committee-add-heading"
      busy={add.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => add.mutate(input))()}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="committee-name"
        label={field('name')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <FormSelect
        control={form.control}
        name="role"
        id="committee-role"
        label={field('role')}
        required
        options={choices(COMMITTEE_ROLES, 'roles')}
      />
      <FormTextField
        control={form.control}
        name="designation"
        id="committee-designation"
        label={field('designation')}
        helperText={field('designationHint')}
        required
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        sx={acrossTheForm}
      />
      <FormSelect
        control={form.control}
        name="gender"
        id="committee-gender"
        label={field('gender')}
        required
        options={choices(COMMITTEE_GENDERS, 'genders')}
      />
      <FormSelect
        control={form.control}
        name="socialCategory"
        id="committee-socialCategory"
        label={field('socialCategory')}
        required
        options={choices(SOCIAL_CATEGORIES, 'socialCategories')}
      />
      <FormTextField
        control={form.control}
        name="username"
        id="committee-username"
        label={field('username')}
        helperText={field('usernameHint')}
        slotProps={{ htmlInput: { maxLength: NAME_MAX, autoCapitalize: 'none', spellCheck: false } }}
      />
      <FormDateField control={form.control} name="fromDate" id="committee-fromDate" label={field('fromDate')} required />
    </FormDialog>
  );
}

/** End a member's term on its last day; the member stays in the record. */
function EndTermDialog({ member: m, onClose }: { member: CommitteeMember; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(committeeEndSchema, { untilDate: collegeToday() });
  const end = useEndMember({
    onSuccess: (done) => {
      enqueueSnackbar(t('grievances.committee.ended', { name: done.name, day: f.day(done.untilDate ?? '') }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('grievances.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('grievances.committee.endHeading', { name: m.name })}
      submit={t('grievances.committee.end')}
      id="committee-end-heading"
      busy={end.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => end.mutate({ id: m.id, input }))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {t('grievances.committee.endHint')}
      </Alert>
      <FormDateField
        control={form.control}
        name="untilDate"
        id="committee-untilDate"
        label={t('grievances.committee.untilDate')}
        required
      />
    </FormDialog>
  );
}

/** The members' columns: who, in what role and place, the regulation's particulars, their login, their term and work. */
function useMemberColumns({ past }: { past: boolean }): PagedColumn<CommitteeMember>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`grievances.committee.columns.${key}`);
  const columns: PagedColumn<CommitteeMember>[] = [
    { key: 'name', header: col('name'), card: 'title', cell: (m) => m.name, sx: { fontWeight: 600, minWidth: 140 } },
    { key: 'role', header: col('role'), card: 'primary', cell: (m) => t(`grievances.committee.roles.${m.role}`) },
    { key: 'designation', header: col('designation'), card: 'secondary', cell: (m) => m.designation, sx: { minWidth: 160 } },
    { key: 'gender', header: col('gender'), cell: (m) => t(`grievances.committee.genders.${m.gender}`) },
    { key: 'socialCategory', header: col('socialCategory'), cell: (m) => t(`grievances.committee.socialCategories.${m.socialCategory}`) },
    { key: 'login', header: col('login'), nowrap: true, cell: (m) => m.username ?? t('grievances.committee.noLogin') },
    { key: 'from', header: col('from'), nowrap: true, cell: (m) => f.day(m.fromDate) },
  ];
  if (past) return [...columns, { key: 'until', header: col('until'), nowrap: true, cell: (m) => (m.untilDate ? f.day(m.untilDate) : '') }];
  return [
    ...columns,
    { key: 'until', header: col('until'), nowrap: true, cell: (m) => (m.untilDate ? f.day(m.untilDate) : t('grievances.none')) },
    { key: 'inReview', header: col('inReview'), align: 'right', cell: (m) => f.number(m.inReview) },
  ];
}

/** Whether grievances of ragging and harassment are taken without a name: a switch for the cell, a sentence for the principal. */
function AnonymousSetting({ committee, cell }: { committee: Committee; cell: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveGrievanceSettings({
    onSuccess: (c) =>
      enqueueSnackbar(t(c.anonymousOn ? 'grievances.committee.anonymousSaved' : 'grievances.committee.anonymousOffSaved'), {
        variant: 'success',
      }),
    onError: (err) => enqueueSnackbar(t('grievances.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  const text = (key: string) => t(`grievances.committee.${key}`);
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      {cell ? (
        <FormControlLabel
          control={
            <Switch
              checked={committee.anonymousOn}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ anonymousOn: e.target.checked })}
            />
          }
          label={text('anonymous')}
        />
      ) : (
        <Typography sx={{ fontWeight: 500 }} data-testid="committee-anonymous">
          {t('grievances.committee.anonymousState', { state: text(committee.anonymousOn ? 'taken' : 'notTaken') })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {text('anonymousHint')}
      </Typography>
    </Paper>
  );
}

/**
 * `/app/Grievances/Committee`: the Students' Grievance Redressal Committee, its members now and
 * before, and what its composition lacks by the regulation; the grievance cell adds members, ends
 * their terms, and says whether grievances are taken without a name. The principal reads it.
 */
export function CommitteePage() {
  const { t } = useTranslation();
  const cell = can(useSession()?.roles, 'grievances.cell');
  const committee = useCommittee();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<CommitteeMember | null>(null);
  const currentColumns = useMemberColumns({ past: false });
  const pastColumns = useMemberColumns({ past: true });
  const text = (key: string) => t(`grievances.committee.${key}`);
  const data = committee.data;
  const today = collegeToday();
  const current = data?.members.filter((m) => !left(m, today)) ?? [];
  const past = data?.members.filter((m) => left(m, today)) ?? [];
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          cell && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {text('add')}
            </Button>
          )
        }
      />
      {committee.isPending && <Skeleton variant="rounded" height={240} />}
      {committee.isError && <LoadFailed error={committee.error} retry={committee.refetch} />}
      {data && (
        <>
          {data.warnings.length > 0 && (
            <Box sx={{ display: 'grid', gap: 1, mb: 2 }} data-testid="committee-warnings">
              {data.warnings.map((w) => (
                <Alert key={w} severity="warning">
                  {t(`grievances.committee.warnings.${w}`)}
                </Alert>
              ))}
            </Box>
          )}
          <AnonymousSetting committee={data} cell={cell} />
          <Paper component="section" aria-labelledby="committee-current" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
            <Typography id="committee-current" variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
              {text('current')}
            </Typography>
            {current.length === 0 ? (
              <Alert severity="info">{text('noCurrent')}</Alert>
            ) : (
              <RowsView
                label={text('currentTable')}
                testId="committee-current-table"
                columns={currentColumns}
                rows={current}
                rowKey={(m) => m.id}
                rowAttributes={(m) => ({ 'data-member': m.name })}
                cardsBelow="md"
                actions={
                  cell
                    ? (m) =>
                        m.untilDate === null && (
                          <Button
                            size="small"
                            variant="outlined"
                            color="error"
                            onClick={() => setEnding(m)}
                            aria-label={t('grievances.committee.endFor', { name: m.name })}
                          >
                            {text('end')}
                          </Button>
                        )
                    : undefined
                }
              />
            )}
          </Paper>
          <Paper component="section" aria-labelledby="committee-past" sx={{ p: { xs: 1.5, md: 2 } }}>
            <Typography id="committee-past" variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
              {text('past')}
            </Typography>
            {past.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {text('noPast')}
              </Typography>
            ) : (
              <RowsView
                label={text('pastTable')}
                testId="committee-past-table"
                columns={pastColumns}
                rows={past}
                rowKey={(m) => m.id}
                rowAttributes={(m) => ({ 'data-member': m.name })}
                cardsBelow="md"
              />
            )}
          </Paper>
        </>
      )}
      {adding && <AddMemberDialog onClose={() => setAdding(false)} />}
      {ending && <EndTermDialog member={ending} onClose={() => setEnding(null)} />}
    </Box>
  );
}
