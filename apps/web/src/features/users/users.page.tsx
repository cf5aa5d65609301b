import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
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
  updateUserBodySchema,
} from '@campus/shared';
import { FormMultiSelect } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { translateMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useChangeUser, type UserAction } from './api/change-user';
import { useOutbox, type OutboxPaging } from './api/get-outbox';
import { useUsers, type UsersFilter } from './api/get-users';
import { useUpdateUser } from './api/update-user';

const tr = (text: string) => translateMessage(text) ?? text;

/** A filter set to 'all' says so, instead of an empty box under its label. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A role's name in the reader's language. */
function useRoleName() {
  const { t } = useTranslation();
  return (role: string) => t(`roles.${role}`, { defaultValue: roleLabel(role) });
}
const DONE: Record<UserAction, string> = {
  approve: M.approved,
  disable: M.disabled,
  enable: M.enabled,
  'password-reset': M.resetIssued,
  unlock: M.unlocked,
};

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
    enqueueSnackbar(tr(message), { variant: 'success' });
    onClose();
  };
  const failed = (err: Error) => {
    if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
  };
  const update = useUpdateUser({ onSuccess: () => done(M.updated), onError: failed });
  const approve = useChangeUser({ onSuccess: () => done(M.approved), onError: failed });
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

/** One mail as a card: the phone's outbox, where seven columns do not fit. */
function MailCard({ mail, smtp }: { mail: OutboxMail; smtp: OutboxPage['smtp'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
          {mail.recipient}
        </Typography>
        <MailStateChip state={mail.state} />
      </Stack>
      <Typography variant="body2">{mail.subject}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('users.outboxWritten')} {format.dateTime(mail.createdAt)} · {t('users.outboxAttempts')} {mail.attempts}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <MailWhen mail={mail} smtp={smtp} />
      </Typography>
      {mail.lastError && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('users.outboxLastError')}: {mail.lastError}
        </Typography>
      )}
    </Paper>
  );
}

/** The mail outbox: each mail's state, attempts, last error and times, paged; never its text or link. */
function Outbox({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [paging, setPaging] = useState<OutboxPaging>({ page: 1, size: 10 });
  const outbox = useOutbox(paging);
  const data = outbox.data;
  if (!data?.total) return null;
  return (
    <Paper sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="outbox-title">
      <Typography variant="h6" component="h2" id="outbox-title" gutterBottom>
        {t('users.outboxTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(data.smtp === 'configured' ? 'users.outboxHint' : 'users.outboxNoSmtp')}
      </Typography>
      {phone ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {data.mails.map((m) => (
            <MailCard key={m.id} mail={m} smtp={data.smtp} />
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="outbox-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('users.outboxState')}</TableCell>
                <TableCell>{t('users.outboxRecipient')}</TableCell>
                <TableCell>{t('users.outboxSubject')}</TableCell>
                <TableCell align="right">{t('users.outboxAttempts')}</TableCell>
                <TableCell>{t('users.outboxWritten')}</TableCell>
                <TableCell>{t('users.outboxWhen')}</TableCell>
                <TableCell>{t('users.outboxLastError')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.mails.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>
                    <MailStateChip state={m.state} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{m.recipient}</TableCell>
                  <TableCell>{m.subject}</TableCell>
                  <TableCell align="right">{m.attempts}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(m.createdAt)}</TableCell>
                  <TableCell>
                    <MailWhen mail={m} smtp={data.smtp} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>{m.lastError}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={data.total}
        page={paging.page - 1}
        rowsPerPage={paging.size}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_, page) => setPaging((p) => ({ ...p, page: page + 1 }))}
        onRowsPerPageChange={(e) => setPaging({ page: 1, size: Number(e.target.value) })}
        labelRowsPerPage={t('users.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('users.pageOf', { from, to, count })}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
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

function UserActions({ user, act, edit, askDisable }: ActionProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.status === 'pending' && (
        <Button size="small" variant="contained" onClick={() => edit(user, true)} aria-label={`${t('users.approve')} ${user.username}`}>
          {t('users.approve')}
        </Button>
      )}
      {user.status === 'active' && (
        <Button size="small" color="error" onClick={() => askDisable(user)} aria-label={`${t('users.disable')} ${user.username}`}>
          {t('users.disable')}
        </Button>
      )}
      {user.status === 'disabled' && (
        <Button size="small" onClick={() => act(user.id, 'enable')} aria-label={`${t('users.enable')} ${user.username}`}>
          {t('users.enable')}
        </Button>
      )}
      <Button size="small" onClick={() => edit(user)} aria-label={`${t('users.edit')} ${user.username}`}>
        {t('users.edit')}
      </Button>
      <Button
        size="small"
        disabled={!user.email}
        onClick={() => act(user.id, 'password-reset')}
        aria-label={`${t('users.sendReset')} ${user.username}`}
      >
        {t('users.sendReset')}
      </Button>
      <Button size="small" onClick={() => act(user.id, 'unlock')} aria-label={`${t('users.unlock')} ${user.username}`}>
        {t('users.unlock')}
      </Button>
    </Stack>
  );
}

/** One account as a card: the phone's Users screen, where a seven-column table does not fit. */
function UserCard(props: ActionProps) {
  const { user } = props;
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {user.fullName} <Chip size="small" label={t(`users.status${user.status.charAt(0).toUpperCase()}${user.status.slice(1)}`)} />
      </Typography>
      <Typography variant="body2">{user.username}</Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[...user.roles, ...(user.status === 'pending' ? (user.requestedRoles ?? []) : [])].map(roleName).join(', ')}
        {user.modules.length ? ` · ${user.modules.join(', ')}` : ''}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <UserActions {...props} />
      </Box>
    </Paper>
  );
}

/** The Users screen: search, approve, disable, roles and modules, reset links, sign-in locks; every change audited. */
export function UsersPage() {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<UsersFilter>({ page: 1, size: 20 });
  const [editing, setEditing] = useState<{ user: Account; approving: boolean } | null>(null);
  const edit = (user: Account, approving = false) => setEditing({ user, approving });
  const [disabling, setDisabling] = useState<Account | null>(null);
  const users = useUsers(filter);
  const change = useChangeUser({
    onSuccess: (_, v) => enqueueSnackbar(tr(DONE[v.action]), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const act = (id: number, action: UserAction) => change.mutate({ id, action });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

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
            onChange={(e) => setFilter((f) => ({ ...f, status: (e.target.value || undefined) as UsersFilter['status'], page: 1 }))}
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
            onChange={(e) => setFilter((f) => ({ ...f, role: e.target.value || undefined, page: 1 }))}
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
        {phone ? (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {users.data?.users.map((u) => (
              <UserCard key={u.id} user={u} act={act} edit={edit} askDisable={setDisabling} />
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('users.username')}</TableCell>
                  <TableCell>{t('users.fullName')}</TableCell>
                  <TableCell>{t('users.email')}</TableCell>
                  <TableCell>{t('users.roles')}</TableCell>
                  <TableCell>{t('users.modules')}</TableCell>
                  <TableCell>{t('users.status')}</TableCell>
                  <TableCell>{t('users.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data?.users.map((u) => (
                  <TableRow key={u.id} hover>
                    <TableCell>{u.username}</TableCell>
                    <TableCell>{u.fullName}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{u.email}</TableCell>
                    <TableCell>
                      {u.roles.map(roleName).join(', ')}
                      {u.status === 'pending' && u.requestedRoles?.length
                        ? ` (${t('users.asks')} ${u.requestedRoles.map(roleName).join(', ')})`
                        : ''}
                    </TableCell>
                    <TableCell>{u.modules.join(', ')}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(`users.status${u.status.charAt(0).toUpperCase()}${u.status.slice(1)}`)}
                        color={u.status === 'active' ? 'success' : u.status === 'pending' ? 'warning' : 'default'}
                      />
                      {u.mustChangePassword && <Chip size="small" sx={{ ml: 0.5 }} label={t('users.firstPassword')} />}
                    </TableCell>
                    <TableCell>
                      <UserActions user={u} act={act} edit={edit} askDisable={setDisabling} />
                    </TableCell>
                  </TableRow>
                ))}
                {users.data?.users.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>{t('users.none')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={users.data?.total ?? 0}
          page={filter.page - 1}
          rowsPerPage={filter.size}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_, page) => setFilter((f) => ({ ...f, page: page + 1 }))}
          onRowsPerPageChange={(e) => setFilter((f) => ({ ...f, size: Number(e.target.value), page: 1 }))}
          labelRowsPerPage={t('users.perPage')}
          labelDisplayedRows={({ from, to, count }) => t('users.pageOf', { from, to, count })}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
        />
      </Paper>
      <Outbox phone={phone} />
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
