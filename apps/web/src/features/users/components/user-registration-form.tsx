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
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { FormPasswordField } from '../../../components/form/password-field';
import { translateMessage } from '../../../lib/api';
import { usePublicDepartments } from '../../../lib/master-data';
import { useSignUp } from '../api/sign-up';

export interface RegistrationValues {
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

/** The shared schema's rules and messages (001 §5), shown on the form's fields. */
const resolver =
  (signInType: string): Resolver<RegistrationValues> =>
  (values) => {
    const checked = signUpBodySchema.safeParse(toPayload(values, signInType));
    if (checked.success) return { values, errors: {} };
    const errors: FieldErrors<RegistrationValues> = {};
    const add = (field: keyof RegistrationValues, message: string) => {
      if (!errors[field]) errors[field] = { type: 'custom', message: translateMessage(message) ?? message };
    };
    for (const issue of checked.error.issues) {
      const head = String(issue.path[0] ?? 'fullName');
      add((head === 'module' ? 'modules' : head) as keyof RegistrationValues, issue.message);
    }
    // The schema's cross-field rules run only once every field passes; the form shows them at once.
    if (needsDepartment(roleFromLabel(values.role)) && !values.department.trim()) add('department', ACCOUNT_MESSAGES.departmentRequired);
    if (values.instituteType === 'affiliated' && !values.affiliatedTo.trim()) add('affiliatedTo', ACCOUNT_MESSAGES.affiliatedRequired);
    return { values: {}, errors };
  };

/**
 * The self sign-up (001 §2's registration form; the administrator has a form of their own, ADR 0072).
 * 'Create User' is enabled only in new-user mode; success shows the server's message and reloads the
 * page, failure an 'Oops...' dialog.
 */
export function UserRegistrationForm({ isNew, signInType }: { isNew: boolean; signInType: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<RegistrationValues>({ resolver: resolver(signInType), defaultValues: EMPTY });
  const { errors } = form.formState;
  const signUp = useSignUp();
  const role = form.watch('role');
  const instituteType = form.watch('instituteType');
  const withDepartment = needsDepartment(roleFromLabel(role));
  const departments = usePublicDepartments(withDepartment);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await signUp.mutateAsync(toPayload(values, signInType));
      setOutcome({ ok: true, text: translateMessage(answer.message) ?? answer.message });
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
  ) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      required
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );

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
      <Controller
        control={form.control}
        name="instituteType"
        render={({ field }) => (
          <TextField
            select
            label={t('users.instituteType')}
            required
            {...field}
            error={Boolean(errors.instituteType)}
            helperText={errors.instituteType?.message}
          >
            {INSTITUTE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {instituteType === 'affiliated' && text('affiliatedTo', t('users.affiliatedTo'))}
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <TextField select label={t('users.role')} required {...field} error={Boolean(errors.role)} helperText={errors.role?.message}>
            {REGISTRATION_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {withDepartment && (
        <Controller
          control={form.control}
          name="department"
          render={({ field }) => (
            <TextField
              select
              label={t('users.department')}
              required
              {...field}
              error={Boolean(errors.department)}
              helperText={errors.department?.message}
            >
              {(departments.data ?? []).map((d) => (
                <MenuItem key={d.code} value={d.code} sx={{ whiteSpace: 'normal' }}>
                  {`${d.code} – ${d.name}`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="modules"
        render={({ field }) => (
          <TextField
            select
            label={t('users.selectModule')}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value as unknown as string[])}
            error={Boolean(errors.modules)}
            helperText={errors.modules?.message}
            slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).join(', ') } }}
          >
            {ACCOUNT_MODULES.map((m) => (
              <MenuItem key={m} value={m}>
                <Checkbox checked={field.value.includes(m)} />
                <ListItemText primary={m} />
              </MenuItem>
            ))}
          </TextField>
        )}
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
