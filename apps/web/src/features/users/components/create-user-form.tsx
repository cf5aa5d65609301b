import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ACCOUNT_MODULES,
  createUserBodySchema,
  needsDepartment,
  ROLES,
  roleLabel,
  type Account,
  type CreateUserBody,
} from '@campus/shared';
import { FormMultiSelect, FormSelect, FormTextField } from '../../../components/form/form-fields';
import { FormPasswordField } from '../../../components/form/password-field';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useDepartmentDetails } from '../../../lib/master-data';
import { useCreateUser } from '../api/create-user';

const EMPTY: Required<CreateUserBody> = { fullName: '', username: '', email: '', password: '', roles: [], department: '', modules: [] };

/**
 * The administrator's Create User (ADR 0072): who the person is, their roles and modules, and for a
 * faculty member or HOD their department from the master data; no sign-up fields. The account is
 * active at once; the password given here is changed at the first sign-in.
 */
export function CreateUserForm() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Account | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(createUserBodySchema, EMPTY);
  const roles = useWatch({ control: form.control, name: 'roles' }) ?? [];
  const withDepartment = roles.some(needsDepartment);
  const departments = useDepartmentDetails(withDepartment);
  const create = useCreateUser();
  const roleName = (role: string) => t(`roles.${role}`, { defaultValue: roleLabel(role) });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCreated(await create.mutateAsync({ ...values, department: withDepartment ? values.department : '' }));
      form.reset(EMPTY);
    } catch (err) {
      if (!showServerFieldError(form, err)) setFailure(err instanceof Error ? err.message : String(err));
    }
  });

  const text = (name: 'fullName' | 'username' | 'email', label: string, autoComplete: string) => (
    <FormTextField control={form.control} name={name} label={label} autoComplete={autoComplete} required />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
    >
      {created && (
        <Alert severity="success" role="status" sx={{ gridColumn: '1 / -1' }}>
          {t('users.userCreated', { fullName: created.fullName, username: created.username })}
          <Box sx={{ mt: 0.5 }}>
            <Button size="small" color="inherit" variant="outlined" component={Link} to="/app/Users">
              {t('users.backToUsers')}
            </Button>
          </Box>
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      {text('fullName', t('users.fullName'), 'name')}
      {text('username', t('users.username'), 'off')}
      {text('email', t('users.email'), 'off')}
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('users.firstPasswordLabel')}
        required
        autoComplete="new-password"
        helperText={t('users.firstPasswordHint')}
      />
      <FormMultiSelect
        control={form.control}
        name="roles"
        label={t('users.roles')}
        required
        options={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
      />
      {withDepartment && (
        <FormSelect
          control={form.control}
          name="department"
          label={t('users.department')}
          required
          options={(departments.data ?? []).map((d) => ({
            value: d.departmentCreationPrimaryKey.departmentName,
            label: `${d.departmentCreationPrimaryKey.departmentName} – ${d.departmentFullName}`,
          }))}
        />
      )}
      <FormMultiSelect
        control={form.control}
        name="modules"
        label={t('users.selectModule')}
        options={ACCOUNT_MODULES.map((m) => ({ value: m, label: m }))}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ gridColumn: '1 / -1', flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('users.createUser')}
        </Button>
        <Button size="large" component={Link} to="/app/Users">
          {t('users.backToUsers')}
        </Button>
      </Stack>
    </Box>
  );
}
