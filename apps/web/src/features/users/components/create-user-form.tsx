import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  IconButton,
  InputAdornment,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
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
import { ApiRequestError, translateMessage } from '../../../lib/api';
import { useDepartmentDetails } from '../../../lib/master-data';
import { useCreateUser } from '../api/create-user';

type Values = Required<CreateUserBody>;
const FIELDS = ['fullName', 'username', 'email', 'password', 'roles', 'department', 'modules'] as const;
const EMPTY: Values = { fullName: '', username: '', email: '', password: '', roles: [], department: '', modules: [] };
const resolver = zodResolver(createUserBodySchema) as unknown as Resolver<Values>;
const tr = (text: string | undefined) => (text ? (translateMessage(text) ?? text) : undefined);

/** The field a server's 400 or 409 names, when it is one of the form's (`roles.0` is the roles). */
function fieldOf(err: unknown): (typeof FIELDS)[number] | undefined {
  const field = err instanceof ApiRequestError ? err.body?.field?.split('.')[0] : undefined;
  return FIELDS.find((f) => f === field);
}

/**
 * The administrator's Create User (ADR 0072): who the person is, their roles and modules, and for a
 * faculty member or HOD their department from the master data; no sign-up fields. The account is
 * active at once; the password given here is changed at the first sign-in.
 */
export function CreateUserForm() {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const [created, setCreated] = useState<Account | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const roles = form.watch('roles');
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
      const field = fieldOf(err);
      const message = err instanceof Error ? err.message : String(err);
      if (field) form.setError(field, { type: 'server', message });
      else setFailure(message);
    }
  });

  const text = (name: 'fullName' | 'username' | 'email', label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      required
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={tr(errors[name]?.message)}
    />
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
      <TextField
        label={t('users.firstPasswordLabel')}
        required
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={tr(errors.password?.message) ?? t('users.firstPasswordHint')}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setShowPassword((s) => !s)}
                  aria-label={showPassword ? t('users.hidePassword') : t('users.showPassword')}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <TextField
            select
            required
            label={t('users.roles')}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value as unknown as string[])}
            onBlur={field.onBlur}
            error={Boolean(errors.roles)}
            helperText={tr(errors.roles?.message ?? errors.roles?.[0]?.message)}
            slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(roleName).join(', ') } }}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                <Checkbox checked={field.value.includes(r)} />
                <ListItemText primary={roleName(r)} />
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
              required
              label={t('users.department')}
              {...field}
              error={Boolean(errors.department)}
              helperText={tr(errors.department?.message)}
            >
              {(departments.data ?? []).map((d) => (
                <MenuItem key={d.departmentCreationPrimaryKey.departmentName} value={d.departmentCreationPrimaryKey.departmentName}>
                  {d.departmentCreationPrimaryKey.departmentName} – {d.departmentFullName}
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
            onBlur={field.onBlur}
            error={Boolean(errors.modules)}
            helperText={tr(errors.modules?.message ?? errors.modules?.[0]?.message)}
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
