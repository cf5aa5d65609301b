import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Edit from '@mui/icons-material/Edit';
import LockOpen from '@mui/icons-material/LockOpen';
import LockReset from '@mui/icons-material/LockReset';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ACCOUNT_MESSAGES as M,
  ACCOUNT_MODULES,
  offeredOnApproval,
  ROLES,
  roleLabel,
  type Account,
  type MailState,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
  type UsersQuery,
  updateUserBodySchema,
} from '@campus/shared';
import { FormMultiSelect } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { keyedMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useChangeUser, type UserAction } from './api/change-user';
import { useOutbox } from './api/get-outbox';
import { useUsers } from './api/get-users';
import { useUpdateUser } from './api/update-user';

/** A filter set to 'all' says so, instead of an empty box under its label. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A role's name in the reader's language. */
function useRoleName() {
  const { t } = useTranslation();
  return (role: string) => t(`roles.${role}`, { defaultValue: roleLabel(role) });
}
const DONE = {
  approve: 'approved',
  disable: 'disabled',
  enable: 'enabled',
  'password-reset': 'resetIssued',
  unlock: 'unlocked',
} as const satisfies Record<UserAction, keyof typeof M>;

/** What an action says when it is done, in the reader's language. */
const doneText = (done: keyof typeof M & ('updated' | (typeof DONE)[UserAction])) => keyedMessage(`accounts.${done}`, M[done]);

/**
 * Roles and modules of an account; approving a sign-up chooses them too. What a sign-up asked for is
 * shown, and offered less the privileged roles, which the administrator must tick themself.
 */
function RolesDialog({ user, approving, onClose }: { user: Account; approving: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { enqueueSnackbar } = useSnackbar();
  const asked = user.requestedRoles ?? [];
  const form = useZodForm(updateUserBodySchema, {
    roles: (user.roles.length ? user.roles : offeredOnApproval(asked)) as (typeof ROLES)[number][],
    modules: user.modules as (typeof ACCOUNT_MODULES)[number][],
  });
  const roles = useWatch({ control: form.control, name: 'roles' });
  const done = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    onClose();
  };
  const failed = (err: Error) => {
    if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
  };
  const update = useUpdateUser({ onSuccess: () => done(doneText('updated')), onError: failed });
  const approve = useChangeUser({ onSuccess: () => done(doneText('approved')), onError: failed });
  const pending = update.isPending || approve.isPending;
  const save = form.handleSubmit((body) =>
    approving ? approve.mutate({ id: user.id, action: 'approve', body }) : update.mutate({ id: user.id, ...body }),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t(approving ? 'users.approveTitle' : 'users.editTitle', { username: user.username })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {approving && (
          <Box>
            <Typography>
              {asked.length ? t('users.askedFor', { roles: asked.map(roleName).join(', ') }) : t('users.askedNothing')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('users.approveHint')}
            </Typography>
          </Box>
        )}
        <FormMultiSelect
          control={form.control}
          name="roles"
          label={t('users.roles')}
          options={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
        />
        <FormMultiSelect
          control={form.control}
          name="modules"
          label={t('users.selectModule')}
          options={ACCOUNT_MODULES.map((m) => ({ value: m, label: m }))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('users.cancel')}</Button>
        <Button variant="contained" disabled={roles.length === 0 || pending} onClick={() => void save()}>
          {t(approving ? 'users.approve' : 'users.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const MAIL_STATE_BORDER: Record<MailState, string> = {
  pending: 'warning.main',
  sent: 'success.main',
  failed: 'error.main',
  kept: 'divider',
};

/** A mail's state in words; outlined with dark text, so that it reads at AA contrast. */
function MailStateChip({ state }: { state: MailState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ borderColor: MAIL_STATE_BORDER[state], color: 'text.primary', fontWeight: 600 }}
      label={t(`users.mail${state.charAt(0).toUpperCase()}${state.slice(1)}`)}
    />
  );
}

/** When the mail left, or when it is tried next. */
function MailWhen({ mail, smtp }: { mail: OutboxMail; smtp: OutboxPage['smtp'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (mail.sentAt) return <>{t('users.outboxSentAt', { time: format.dateTime(mail.sentAt) })}</>;
  if (mail.state !== 'pending') return null;
  if (smtp === 'not configured') return <>{t('users.outboxWaiting')}</>;
  return <>{t('users.outboxNextAt', { time: format.dateTime(mail.nextAttemptAt ?? mail.createdAt) })}</>;
}

/** The mail outbox: each mail's state, attempts, last error and times, paged; never its text or link. */
function Outbox() {
  const { t } = useTranslation();
  const format = useFormat();
  const [paging, setPaging] = useState<OutboxQuery>({ page: 1, size: 10 });
  const outbox = useOutbox(paging);
  const data = outbox.data;
  if (!data?.total) return null;
  const columns: PagedColumn<OutboxMail>[] = [
    { key: 'state', header: t('users.outboxState'), cell: (m) => <MailStateChip state={m.state} /> },
    { key: 'recipient', header: t('users.outboxRecipient'), cell: (m) => m.recipient, card: 'title' },
    { key: 'subject', header: t('users.outboxSubject'), cell: (m) => m.subject, card: 'primary' },
    { key: 'attempts', header: t('users.outboxAttempts'), cell: (m) => format.number(m.attempts), align: 'right', nowrap: true },
    { key: 'written', header: t('users.outboxWritten'), cell: (m) => format.dateTime(m.createdAt), nowrap: true },
    { key: 'when', header: t('users.outboxWhen'), cell: (m) => <MailWhen mail={m} smtp={data.smtp} />, nowrap: true },
    { key: 'lastError', header: t('users.outboxLastError'), cell: (m) => m.lastError, sx: { maxWidth: 280 } },
  ];
  return (
    <Paper sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="outbox-title">
      <Typography variant="h6" component="h2" id="outbox-title" gutterBottom>
        {t('users.outboxTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(data.smtp === 'configured' ? 'users.outboxHint' : 'users.outboxNoSmtp')}
      </Typography>
      <PagedTable
        label={t('users.outboxTitle')}
        columns={columns}
        rows={data.mails}
        rowKey={(m) => m.id}
        total={data.total}
        page={paging.page}
        pageSize={paging.size}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
        onPageSizeChange={(size) => setPaging({ page: 1, size })}
        loading={outbox.isFetching}
        empty={null}
      />
    </Paper>
  );
}

interface ActionProps {
  user: Account;
  act: (id: number, action: UserAction) => void;
  edit: (u: Account, approving?: boolean) => void;
  /** Disabling ends the person's sessions: it is confirmed first. */
  askDisable: (u: Account) => void;
}

/** One of a row's actions as an icon: its name in a tooltip and, with the user's name, for screen readers. */
function ActionIcon({
  label,
  username,
  icon,
  onClick,
  disabled = false,
  color,
}: {
  label: string;
  username: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
}) {
  return (
    // Beside its button, inside the page's main content, rather than at the end of the page.
    <Tooltip title={label} describeChild slotProps={{ popper: { disablePortal: true } }}>
      {/* A disabled button gets no pointer events: the span still shows what it would do. */}
      <span>
        <IconButton size="small" color={color} disabled={disabled} onClick={onClick} aria-label={`${label} ${username}`}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A row's actions on one line: approving a sign-up in words, the rest as icons with their names in tooltips. */
function UserActions({ user, act, edit, askDisable }: ActionProps) {
  const { t } = useTranslation();
  const icon = { username: user.username };
  return (
    <Stack direction="row" spacing={0.25} useFlexGap sx={{ flexWrap: 'nowrap', alignItems: 'center' }}>
      {user.status === 'pending' && (
        <Button
          size="small"
          variant="contained"
          onClick={() => edit(user, true)}
          aria-label={`${t('users.approve')} ${user.username}`}
          sx={{ mr: 0.5, whiteSpace: 'nowrap' }}
        >
          {t('users.approve')}
        </Button>
      )}
      {user.status === 'active' && (
        <ActionIcon {...icon} label={t('users.disable')} color="error" icon={<Block fontSize="small" />} onClick={() => askDisable(user)} />
      )}
      {user.status === 'disabled' && (
        <ActionIcon
          {...icon}
          label={t('users.enable')}
          icon={<CheckCircleOutline fontSize="small" />}
          onClick={() => act(user.id, 'enable')}
        />
      )}
      <ActionIcon {...icon} label={t('users.edit')} icon={<Edit fontSize="small" />} onClick={() => edit(user)} />
      <ActionIcon
        {...icon}
        label={t('users.sendReset')}
        icon={<LockReset fontSize="small" />}
        disabled={!user.email}
        onClick={() => act(user.id, 'password-reset')}
      />
      <ActionIcon {...icon} label={t('users.unlock')} icon={<LockOpen fontSize="small" />} onClick={() => act(user.id, 'unlock')} />
    </Stack>
  );
}

const PAGE_SIZES = [10, 20, 50, 100];

/** An account's status, and whether it still has its first password. */
function StatusChips({ user }: { user: Account }) {
  const { t } = useTranslation();
  return (
    <>
      <Chip
        size="small"
        label={t(`users.status${user.status.charAt(0).toUpperCase()}${user.status.slice(1)}`)}
        color={user.status === 'active' ? 'success' : user.status === 'pending' ? 'warning' : 'default'}
      />
      {user.mustChangePassword && <Chip size="small" sx={{ ml: 0.5 }} label={t('users.firstPassword')} />}
    </>
  );
}

/** The accounts' columns; on a phone's card the name and status head it, the roles and modules under it. */
function useUserColumns(): PagedColumn<Account>[] {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const roles = (u: Account) =>
    u.roles.map(roleName).join(', ') +
    (u.status === 'pending' && u.requestedRoles?.length ? ` (${t('users.asks')} ${u.requestedRoles.map(roleName).join(', ')})` : '');
  return [
    { key: 'username', header: t('users.username'), cell: (u) => u.username, nowrap: true, card: 'primary' },
    { key: 'fullName', header: t('users.fullName'), cell: (u) => u.fullName, card: 'title' },
    { key: 'email', header: t('users.email'), cell: (u) => u.email, card: 'primary' },
    { key: 'roles', header: t('users.roles'), cell: roles, card: 'secondary' },
    { key: 'modules', header: t('users.modules'), cell: (u) => u.modules.join(', '), card: 'secondary' },
    { key: 'status', header: t('users.status'), cell: (u) => <StatusChips user={u} />, card: 'title' },
  ];
}

/** The Users screen: search, approve, disable, roles and modules, reset links, sign-in locks; every change audited. */
export function UsersPage() {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<UsersQuery>({ page: 1, size: 20 });
  const [editing, setEditing] = useState<{ user: Account; approving: boolean } | null>(null);
  const edit = (user: Account, approving = false) => setEditing({ user, approving });
  const [disabling, setDisabling] = useState<Account | null>(null);
  const users = useUsers(filter);
  const change = useChangeUser({
    onSuccess: (_, v) => enqueueSnackbar(doneText(DONE[v.action]), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const act = (id: number, action: UserAction) => change.mutate({ id, action });
  const columns = useUserColumns();

  return (
    <>
      <PageHeader
        title={t('users.title')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" component={Link} to="/app/Users/Create Logins">
              {t('users.createLogins')}
            </Button>
            <Button variant="contained" component={Link} to="/app/Users/Create User">
              {t('users.createUser')}
            </Button>
          </Stack>
        }
      />
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label={t('users.search')}
            value={filter.search ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value.slice(0, 100), page: 1 }))}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={t('users.status')}
            value={filter.status ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, status: (e.target.value || undefined) as UsersQuery['status'], page: 1 }))}
            slotProps={ALL_SHOWN}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('users.allStatuses')}</MenuItem>
            <MenuItem value="pending">{t('users.statusPending')}</MenuItem>
            <MenuItem value="active">{t('users.statusActive')}</MenuItem>
            <MenuItem value="disabled">{t('users.statusDisabled')}</MenuItem>
          </TextField>
          <TextField
            select
            label={t('users.role')}
            value={filter.role ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, role: (e.target.value || undefined) as UsersQuery['role'], page: 1 }))}
            slotProps={ALL_SHOWN}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('users.allRoles')}</MenuItem>
            <MenuItem value="staff">{t('users.staff')}</MenuItem>
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {roleName(role)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <PagedTable
          label={t('users.title')}
          columns={columns}
          rows={users.data?.users}
          rowKey={(u) => u.id}
          actions={(u) => <UserActions user={u} act={act} edit={edit} askDisable={setDisabling} />}
          actionsHeader={t('users.actions')}
          total={users.data?.total ?? 0}
          page={filter.page}
          pageSize={filter.size}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => setFilter((f) => ({ ...f, page }))}
          onPageSizeChange={(size) => setFilter((f) => ({ ...f, size, page: 1 }))}
          loading={users.isFetching}
          empty={t('users.none')}
        />
      </Paper>
      <Outbox />
      {editing && <RolesDialog user={editing.user} approving={editing.approving} onClose={() => setEditing(null)} />}
      <Dialog open={Boolean(disabling)} onClose={() => setDisabling(null)} aria-labelledby="disable-title">
        <DialogTitle id="disable-title">{t('users.disableTitle', { username: disabling?.username })}</DialogTitle>
        <DialogContent>
          <Typography>{t('users.disableText', { fullName: disabling?.fullName })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDisabling(null)}>{t('users.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (disabling) act(disabling.id, 'disable');
              setDisabling(null);
            }}
          >
            {t('users.disable')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
