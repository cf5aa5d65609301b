import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { red } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Register, RegisterSave } from '@campus/shared';
import { ApiRequestError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { useSession } from '../../../lib/session';
import { useRegister, useSaveRegister } from '../api/attendance';
import {
  forgetQueued,
  forgetRefusal,
  isNetworkFailure,
  keepOnPhone,
  newClientKey,
  type QueuedSave,
  type RefusedSave,
  type RegisterRef,
} from '../register-queue';

/**
 * An absent student's words: a red dark enough for 4.5:1 on the row's tint, also while it stays
 * hovered after a tap on a phone (5:1); MUI's error red keeps only about 4:1 there.
 */
const ABSENT_TEXT = red[900];

interface RegisterDialogProps {
  open: RegisterRef;
  queued: QueuedSave | undefined;
  refused: RefusedSave | undefined;
  onClose: () => void;
}

/** `2026-11-27 10:15:03+05:30` (as the server writes the college's clock) → `27-11-2026, 10:15 am`. */
const useMoment = () => {
  const f = useFormat();
  return (text: string) => f.wallClock(text.slice(0, 16));
};

/**
 * A class's register of a day and period, full screen on a phone: everyone present until a name is
 * tapped (absent), the count always in sight, and Save sending the absentees in one request. A
 * register marked already opens with its marks and Save corrects it; one the teacher may no longer
 * change is shown without Save, with the reason.
 */
export function RegisterDialog({ open, queued, refused, onClose }: RegisterDialogProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const register = useRegister(open);
  const data = register.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="register-heading">
      {data ? (
        // A register loaded again (another version) starts from its own marks.
        <RegisterForm
          key={`${data.registerId}:${data.version}`}
          register={data}
          queued={queued}
          refused={refused}
          reload={() => void register.refetch()}
          reloading={register.isFetching}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogTitle id="register-heading">{t('attendance.openRegister')}</DialogTitle>
          <DialogContent>
            {register.isError ? (
              <Alert severity="error">{t('attendance.register.loadFailed', { message: register.error.message })}</Alert>
            ) : (
              <Box sx={{ display: 'grid', gap: 1 }}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} variant="rounded" height={52} />
                ))}
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

interface RegisterFormProps {
  register: Register;
  queued: QueuedSave | undefined;
  refused: RefusedSave | undefined;
  reload: () => void;
  reloading: boolean;
  onClose: () => void;
}

/** The refusal of the last save: its words, and whether opening the register again is the way on (409). */
interface Refusal {
  message: string;
  reload: boolean;
}

function RegisterForm({ register, queued, refused, reload, reloading, onClose }: RegisterFormProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const moment = useMoment();
  const { enqueueSnackbar } = useSnackbar();
  const owner = useSession()?.username ?? null;
  const ref: RegisterRef = { allocationId: register.allocationId, date: register.date, period: register.period };
  const known = new Set(register.students.map((s) => s.id));
  // A save waiting on the phone holds the teacher's latest marks.
  const [absent, setAbsent] = useState<Set<number>>(() =>
    queued && register.editable
      ? new Set(queued.save.absent.filter((id) => known.has(id)))
      : new Set(register.students.filter((s) => s.absent).map((s) => s.id)),
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const students = register.students.length;
  const counted = { absent: absent.size, students };
  const readOnly = !register.editable;

  const save = useSaveRegister({
    onSuccess: (stored) => {
      forgetQueued(ref);
      forgetRefusal(ref);
      const count = stored.students.filter((s) => s.absent).length;
      enqueueSnackbar(t('attendance.register.saved', { code: stored.code, absent: count, students: stored.students.length }), {
        variant: 'success',
      });
      onClose();
    },
    onError: (err, sent) => {
      if (isNetworkFailure(err)) {
        try {
          keepOnPhone(sent, { owner, label: `${register.section} · ${register.code}` });
        } catch (storeErr) {
          setRefusal({ message: t('attendance.register.notKept', { message: (storeErr as Error).message }), reload: false });
          return;
        }
        enqueueSnackbar(t('attendance.register.keptOnPhone', { code: register.code }), { variant: 'info' });
        onClose();
        return;
      }
      if (err instanceof ApiRequestError && err.body?.field === 'reason' && register.reasonNeeded) {
        setReasonError(err.message);
        return;
      }
      const conflict = err instanceof ApiRequestError && err.status === 409;
      setRefusal({ message: conflict ? err.message : t('attendance.register.saveFailed', { message: err.message }), reload: conflict });
    },
  });

  const toggle = (id: number) => {
    setAbsent((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const submit = () => {
    setRefusal(null);
    if (register.reasonNeeded && !reason.trim()) {
      setReasonError(t('attendance.register.reasonRequired'));
      return;
    }
    const body: RegisterSave = {
      ...ref,
      clientKey: newClientKey(),
      baseVersion: register.registerId === null ? null : register.version,
      // In the order of the class list, as the teacher sees them.
      absent: register.students.filter((s) => absent.has(s.id)).map((s) => s.id),
      reason: register.reasonNeeded ? reason.trim() : null,
    };
    save.mutate(body);
  };

  return (
    <>
      <DialogTitle id="register-heading" sx={{ pb: 0.5 }}>
        {`${register.code} ${register.subject}`}
      </DialogTitle>
      <Box sx={{ px: 3, pb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('attendance.register.about', { section: register.section, period: register.period, date: f.day(register.date) })}
          {register.labBatch !== null && ` · ${t('attendance.labBatch', { n: register.labBatch })}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="register-marked">
          {register.registerId !== null && register.markedBy && register.markedAt
            ? t('attendance.register.markedBy', { name: register.markedBy, time: moment(register.markedAt) })
            : t('attendance.register.notMarkedYet')}
        </Typography>
      </Box>
      {/* The count and Mark all present stay in sight above the list. */}
      <Box
        sx={{
          px: 3,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: (theme) => (absent.size ? alpha(theme.palette.error.main, 0.08) : theme.palette.background.default),
        }}
      >
        <Typography
          role="status"
          data-testid="register-count"
          sx={{ fontWeight: 700, fontSize: '1.1rem', color: absent.size ? ABSENT_TEXT : 'text.primary' }}
        >
          {t('attendance.register.count', counted)}
        </Typography>
        {!readOnly && (
          <Button size="small" onClick={() => setAbsent(new Set())} disabled={absent.size === 0} sx={{ ml: 'auto' }}>
            {t('attendance.register.allPresent')}
          </Button>
        )}
      </Box>
      <DialogContent sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="register-read-only">
            {register.registerId !== null ? t('attendance.register.readOnlyCorrection') : t('attendance.register.readOnlyNotYours')}
          </Alert>
        )}
        {queued && !readOnly && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('attendance.register.queued', { time: f.dateTime(queued.queuedAt), absent: queued.save.absent.length })}
          </Alert>
        )}
        {refused && !queued && (
          <Alert
            severity="warning"
            sx={{ mb: 1 }}
            action={
              !readOnly && (
                <Button color="inherit" size="small" onClick={() => setAbsent(new Set(refused.save.absent.filter((id) => known.has(id))))}>
                  {t('attendance.register.useMine')}
                </Button>
              )
            }
          >
            {t('attendance.register.refusedOnPhone', { message: refused.message })}
          </Alert>
        )}
        {refusal && (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            data-testid="register-refused"
            action={
              refusal.reload && (
                <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
                  {t('attendance.register.reload')}
                </Button>
              )
            }
          >
            {refusal.message}
          </Alert>
        )}
        {register.reasonNeeded && (
          <TextField
            id="register-reason"
            label={t('attendance.register.reason')}
            required
            fullWidth
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={reasonError !== null}
            helperText={reasonError ?? t('attendance.register.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ my: 1 }}
          />
        )}
        {students === 0 ? (
          <Alert severity="info">{t('attendance.register.noStudents')}</Alert>
        ) : (
          <List aria-label={t('attendance.register.studentsLabel', { section: register.section })} disablePadding>
            {register.students.map((s) => {
              const isAbsent = absent.has(s.id);
              const row = (
                <>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography sx={{ fontFamily: 'monospace', fontSize: '0.85rem', color: isAbsent ? ABSENT_TEXT : 'text.secondary' }}>
                      {s.rollNumber}
                    </Typography>
                    <Typography
                      sx={{
                        fontWeight: isAbsent ? 700 : 400,
                        textDecoration: isAbsent ? 'line-through' : 'none',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {s.fullName}
                    </Typography>
                  </Box>
                  <Box
                    component="span"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      flexShrink: 0,
                      fontWeight: 700,
                      color: isAbsent ? ABSENT_TEXT : 'success.main',
                    }}
                  >
                    {isAbsent ? <HighlightOff /> : <CheckCircle />}
                    {isAbsent ? t('attendance.register.absent') : t('attendance.register.present')}
                  </Box>
                </>
              );
              const rowSx = {
                minHeight: 60,
                gap: 1.5,
                borderRadius: 1,
                mb: 0.5,
                border: 1,
                borderColor: isAbsent ? 'error.main' : 'divider',
                bgcolor: (theme: Theme) => (isAbsent ? alpha(theme.palette.error.main, 0.12) : 'transparent'),
              };
              return (
                <ListItem key={s.id} disablePadding data-student={s.id}>
                  {readOnly ? (
                    <Box sx={{ ...rowSx, display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 1 }}>{row}</Box>
                  ) : (
                    <ListItemButton
                      onClick={() => toggle(s.id)}
                      aria-pressed={isAbsent}
                      sx={{
                        ...rowSx,
                        '&:hover': { bgcolor: (theme) => (isAbsent ? alpha(theme.palette.error.main, 0.18) : theme.palette.action.hover) },
                      }}
                    >
                      {row}
                    </ListItemButton>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={onClose}>{readOnly ? t('common.close') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button variant="contained" size="large" onClick={submit} disabled={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
