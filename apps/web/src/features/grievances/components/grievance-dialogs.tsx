import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  collegeToday,
  GRIEVANCE_APPEAL_DAYS,
  type GRIEVANCE_ENTRY_KINDS,
  GRIEVANCE_OUTCOMES,
  grievanceAppealSchema,
  grievanceAssignSchema,
  grievanceDecisionSchema,
  grievanceEntrySchema,
  LONG_TEXT_MAX,
  type CommitteeMember,
  type GrievanceDetail,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormDateField, FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useCommittee } from '../api/committee';
import { useAppealGrievance, useAssignGrievance, useDecideAppeal, useDecideGrievance, useRecordEntry } from '../api/grievances';
import { chosen, outcomeText } from './grievance-parts';

/** What a member records between the assignment and the decision. */
export type EntryKind = (typeof GRIEVANCE_ENTRY_KINDS)[number];

interface DialogProps {
  grievance: GrievanceDetail;
  onClose: () => void;
}

/** A long text of the form: several lines, the schema's limit. */
const long = { multiline: true, minRows: 3, slotProps: { htmlInput: { maxLength: LONG_TEXT_MAX } }, sx: acrossTheForm } as const;

/** Who may hear a grievance: the chairperson and the members sitting today who have a login. */
const hearers = (members: CommitteeMember[], today = collegeToday()) =>
  members.filter(
    (m) =>
      (m.role === 'chairperson' || m.role === 'member') &&
      m.username !== null &&
      m.fromDate <= today &&
      (m.untilDate === null || m.untilDate >= today),
  );

/** The screen's own answer to a refusal: under the field it names, else as a message. */
function useRefusal() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, err: Error) => {
    if (!showServerFieldError(form, err)) enqueueSnackbar(t('grievances.saveFailed', { message: err.message }), { variant: 'error' });
  };
}

const assignFormSchema = z.object({ memberId: chosen('Member', grievanceAssignSchema.shape.memberId) });

/** Assign: a member of the committee who hears the grievance. */
export function AssignDialog({ grievance: g, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const refused = useRefusal();
  const committee = useCommittee();
  const form = useZodForm(assignFormSchema, { memberId: '' });
  const assign = useAssignGrievance({
    onSuccess: (done) => {
      enqueueSnackbar(t('grievances.detail.assign.done', { number: done.number, member: done.assignedTo ?? '' }), { variant: 'success' });
      onClose();
    },
    onError: (err) => refused(form, err),
  });
  const choices = hearers(committee.data?.members ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} · ${t(`grievances.committee.roles.${m.role}`)}`,
  }));
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.detail.assign.${key}`, values);
  return (
    <FormDialog
      heading={text('heading', { number: g.number })}
      submit={t('grievances.detail.actions.assign')}
      id="grievance-assign-heading"
      busy={assign.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => assign.mutate({ id: g.id, input }))()}
    >
      {committee.isSuccess && choices.length === 0 && (
        <Alert severity="warning" sx={acrossTheForm}>
          {text('noMembers')}
        </Alert>
      )}
      {committee.isError && (
        <Alert severity="error" sx={acrossTheForm}>
          {committee.error.message}
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="memberId"
        id="grievance-assign-member"
        label={text('member')}
        helperText={text('memberHint')}
        required
        options={choices}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}

/** A hearing held (its day and what was heard), a reply to the filer, or the committee's own note. */
export function EntryDialog({ grievance: g, kind, onClose }: DialogProps & { kind: EntryKind }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const refused = useRefusal();
  const form = useZodForm(grievanceEntrySchema, { kind, text: '', hearingOn: '' });
  const record = useRecordEntry({
    onSuccess: () => {
      enqueueSnackbar(t(`grievances.detail.entry.${kind}`), { variant: 'success' });
      onClose();
    },
    onError: (err) => refused(form, err),
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.detail.entry.${key}`, values);
  return (
    <FormDialog
      heading={text(`${kind}Heading`, { number: g.number })}
      id="grievance-entry-heading"
      busy={record.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => record.mutate({ id: g.id, input }))()}
    >
      {kind === 'hearing' && (
        <FormDateField control={form.control} name="hearingOn" id="grievance-hearing-on" label={text('hearingOn')} required />
      )}
      <FormTextField
        control={form.control}
        name="text"
        id="grievance-entry-text"
        label={text(`${kind}Text`)}
        helperText={kind === 'hearing' ? undefined : text(`${kind}Hint`)}
        required
        {...long}
      />
    </FormDialog>
  );
}

const decisionFormSchema = grievanceDecisionSchema.extend({ outcome: chosen('Outcome', grievanceDecisionSchema.shape.outcome) });

/** The committee's decision (`decide`), or the ombudsperson's award on an appeal recorded by the cell (`award`). */
export function DecisionDialog({ grievance: g, award, onClose }: DialogProps & { award: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const refused = useRefusal();
  const form = useZodForm(decisionFormSchema, { outcome: '', text: '' });
  const config = {
    onSuccess: (done: GrievanceDetail) => {
      enqueueSnackbar(award ? t('grievances.detail.award.done') : t('grievances.detail.decide.done', { number: done.number }), {
        variant: 'success',
      });
      onClose();
    },
    onError: (err: Error) => refused(form, err),
  };
  const decide = useDecideGrievance(config);
  const decideAppeal = useDecideAppeal(config);
  const send = award ? decideAppeal : decide;
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.detail.${award ? 'award' : 'decide'}.${key}`, values);
  return (
    <FormDialog
      heading={text('heading', { number: g.number })}
      id="grievance-decision-heading"
      busy={send.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => send.mutate({ id: g.id, input }))()}
    >
      <FormSelect
        control={form.control}
        name="outcome"
        id="grievance-outcome"
        label={t('grievances.detail.decide.outcome')}
        required
        options={GRIEVANCE_OUTCOMES.map((o) => ({ value: o, label: outcomeText(t, o) }))}
      />
      <FormTextField
        control={form.control}
        name="text"
        id="grievance-decision-text"
        label={text('text')}
        helperText={award ? undefined : text('textHint', { days: GRIEVANCE_APPEAL_DAYS })}
        required
        {...long}
      />
    </FormDialog>
  );
}

/** The filer appeals against the decision to the ombudsperson, saying why. */
export function AppealDialog({ grievance: g, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const refused = useRefusal();
  const form = useZodForm(grievanceAppealSchema, { text: '' });
  const appeal = useAppealGrievance({
    onSuccess: () => {
      enqueueSnackbar(t('grievances.detail.appeal.done'), { variant: 'success' });
      onClose();
    },
    onError: (err) => refused(form, err),
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.detail.appeal.${key}`, values);
  return (
    <FormDialog
      heading={text('heading', { number: g.number })}
      submit={t('grievances.detail.actions.appeal')}
      id="grievance-appeal-heading"
      busy={appeal.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => appeal.mutate({ id: g.id, input }))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {text('hint')}
      </Alert>
      <FormTextField control={form.control} name="text" id="grievance-appeal-text" label={text('text')} required {...long} />
    </FormDialog>
  );
}
