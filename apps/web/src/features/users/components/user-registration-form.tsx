import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_MODULES,
  collegeToday,
  INSTITUTE_TYPES,
  needsDepartment,
  REGISTRATION_ROLES,
  roleFromLabel,
  signUpBodySchema,
  type SignUpBody,
} from '@campus/shared';
import { FormMultiSelect, FormSelect, FormTextField } from '../../../components/form/form-fields';
import { FormPasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { serverMessage } from '../../../lib/api';
import { usePublicDepartments } from '../../../lib/master-data';
import { useSignUp } from '../api/sign-up';

interface RegistrationValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  eamcetCode: string;
  collegeName: string;
  instituteType: string;
  affiliatedTo: string;
  role: string;
  department: string;
  promotions: boolean;
  modules: string[];
}

const EMPTY: RegistrationValues = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  eamcetCode: '',
  collegeName: '',
  instituteType: '',
  affiliatedTo: '',
  role: '',
  department: '',
  promotions: false,
  modules: [],
};

/** The spec's sign-up payload (001 §3): one lower-cased role in a list, the modules comma-separated. */
function toPayload(v: RegistrationValues, signInType: string): SignUpBody {
  const affiliated = v.instituteType === 'affiliated';
  return {
    fullName: v.fullName,
    username: v.username,
    email: v.email,
    password: v.password,
    eamcetCode: v.eamcetCode,
    collegeName: v.collegeName,
    instituteType: v.instituteType as SignUpBody['instituteType'],
    affiliatedTo: affiliated ? v.affiliatedTo : '',
    role: [v.role.toLowerCase()],
    department: needsDepartment(roleFromLabel(v.role)) ? v.department : '',
    signInType,
    module: v.modules.join(','),
    promotions: v.promotions,
  };
}

/**
 * The form's values checked by the shared schema's rules and messages (001 §5) over the payload they
 * make, each problem shown on the field it concerns.
 */
const registrationSchema = (signInType: string) =>
  z
    .object({
      fullName: z.string(),
      username: z.string(),
      email: z.string(),
      password: z.string(),
      eamcetCode: z.string(),
      collegeName: z.string(),
      instituteType: z.string(),
      affiliatedTo: z.string(),
      role: z.string(),
      department: z.string(),
      promotions: z.boolean(),
      modules: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      const named = new Set<string>();
      const add = (field: keyof RegistrationValues, message: string) => {
        if (named.has(field)) return;
        named.add(field);
        ctx.addIssue({ code: 'custom', message, path: [field] });
      };
      const checked = signUpBodySchema.safeParse(toPayload(values, signInType));
      for (const issue of checked.error?.issues ?? []) {
        const head = String(issue.path[0] ?? 'fullName');
        add((head === 'module' ? 'modules' : head) as keyof RegistrationValues, issue.message);
      }
      // The schema's cross-field rules run only once every field passes; the form shows them at once.
      if (needsDepartment(roleFromLabel(values.role)) && !values.department.trim()) add('department', ACCOUNT_MESSAGES.departmentRequired);
      if (values.instituteType === 'affiliated' && !values.affiliatedTo.trim()) add('affiliatedTo', ACCOUNT_MESSAGES.affiliatedRequired);
    });

/**
 * The self sign-up (001 §2's registration form; the administrator has a form of their own, ADR 0072).
 * 'Create User' is enabled only in new-user mode; success shows the server's message and reloads the
 * page, failure an 'Oops...' dialog.
 */
export function UserRegistrationForm({ isNew, signInType }: { isNew: boolean; signInType: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const schema = useMemo(() => registrationSchema(signInType), [signInType]);
  const form = useZodForm(schema, EMPTY);
  const signUp = useSignUp();
  const [role, instituteType] = useWatch({ control: form.control, name: ['role', 'instituteType'] });
  const withDepartment = needsDepartment(roleFromLabel(role));
  const departments = usePublicDepartments(withDepartment);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await signUp.mutateAsync(toPayload(values, signInType));
      setOutcome({ ok: true, text: serverMessage(answer) });
    } catch (err) {
      setOutcome({ ok: false, text: err instanceof Error ? err.message : String(err) });
    }
  });

  const closeOutcome = () => {
    if (outcome?.ok) window.location.reload();
    setOutcome(null);
  };

  const text = (
    name: 'fullName' | 'username' | 'email' | 'eamcetCode' | 'collegeName' | 'affiliatedTo',
    label: string,
    autoComplete?: string,
  ) => <FormTextField control={form.control} name={name} label={label} autoComplete={autoComplete} required />;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {text('fullName', t('users.fullName'), 'name')}
      {text('username', t('users.username'), 'username')}
      {text('email', t('users.email'), 'email')}
      <FormPasswordField control={form.control} name="password" label={t('users.password')} required autoComplete="new-password" />
      {text('eamcetCode', t('users.eamcetCode'))}
      {text('collegeName', t('users.collegeName'))}
      <FormSelect
        control={form.control}
        name="instituteType"
        label={t('users.instituteType')}
        required
        options={INSTITUTE_TYPES.map((type) => ({ value: type, label: type }))}
      />
      {instituteType === 'affiliated' && text('affiliatedTo', t('users.affiliatedTo'))}
      <FormSelect
        control={form.control}
        name="role"
        label={t('users.role')}
        required
        options={REGISTRATION_ROLES.map((r) => ({ value: r, label: r }))}
      />
      {withDepartment && (
        <FormSelect
          control={form.control}
          name="department"
          label={t('users.department')}
          required
          options={(departments.data ?? []).map((d) => ({ value: d.code, label: `${d.code} – ${d.name}` }))}
        />
      )}
      <FormMultiSelect
        control={form.control}
        name="modules"
        label={t('users.selectModule')}
        options={ACCOUNT_MODULES.map((m) => ({ value: m, label: m }))}
      />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Controller
            control={form.control}
            name="promotions"
            render={({ field }) => <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        }
        label={t('users.promotions')}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isNew || signUp.isPending}
          startIcon={signUp.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('users.createUser')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', textAlign: 'center' }}>
        {t('users.copyright', { year: collegeToday().slice(0, 4) })}
      </Typography>
      <Dialog open={outcome !== null} onClose={closeOutcome}>
        <DialogTitle>{outcome?.ok ? t('users.success') : t('users.oops')}</DialogTitle>
        <DialogContent>{outcome?.text}</DialogContent>
        <DialogActions>
          <Button onClick={closeOutcome} variant="contained">
            {t('users.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
