import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Hold, Loan, Member } from '@campus/shared';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { openPdfBlob, serverMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { getLibraryCard, useMemberPhoto } from '../api/circulation';
import { MemberCharges, MemberClearance } from './member-charges';
import { useCancelHold } from '../api/holds';

interface MemberPanelProps {
  member: Member;
  busy: boolean;
  onReturn: (loan: Loan) => void;
  onRenew: (loan: Loan) => void;
  onLoss: (loan: Loan, condition: 'lost' | 'damaged') => void;
}

/** Lost or damaged: the member is charged the copy's price and the processing fee, so the desk asks first. */
function LossDialog({
  loan,
  name,
  onChoose,
  onClose,
}: {
  loan: Loan;
  name: string;
  onChoose: (condition: 'lost' | 'damaged') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="loss-heading" maxWidth="xs">
      <DialogTitle id="loss-heading">{t('circulation.lossTitle', { title: loan.title, barcode: loan.barcode })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('circulation.lossText', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('circulation.cancel')}</Button>
        <Button variant="outlined" onClick={() => onChoose('damaged')}>
          {t('circulation.markDamaged')}
        </Button>
        <Button color="error" variant="contained" onClick={() => onChoose('lost')}>
          {t('circulation.markLost')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function useLoanColumns(): PagedColumn<Loan>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`circulation.columns.${key}`);
  return [
    { key: 'title', header: col('title'), cell: (l) => l.title, card: 'title', sx: { fontWeight: 600, minWidth: 180 } },
    { key: 'barcode', header: col('barcode'), cell: (l) => l.barcode, nowrap: true, card: 'primary', sx: { fontFamily: 'monospace' } },
    { key: 'issued', header: col('issued'), cell: (l) => f.day(l.issuedOn), nowrap: true },
    {
      key: 'due',
      header: col('due'),
      nowrap: true,
      cell: (l) =>
        l.outcome ? (
          t(`circulation.closed.${l.outcome}`, { day: f.day(l.closedOn!) })
        ) : (
          <>
            {f.day(l.dueOn)} {l.overdue && <Chip size="small" color="error" label={t('circulation.overdue')} sx={{ ml: 0.5 }} />}
          </>
        ),
    },
    {
      key: 'fine',
      header: col('fine'),
      align: 'right',
      nowrap: true,
      cell: (l) =>
        l.outcome
          ? l.finePaise
            ? f.money(l.finePaise)
            : t('circulation.none')
          : l.fineTodayPaise
            ? f.money(l.fineTodayPaise)
            : t('circulation.none'),
    },
    {
      key: 'renewals',
      header: col('renewals'),
      nowrap: true,
      cell: (l) => t('circulation.renewalsOf', { renewals: l.renewals, allowed: l.renewalsAllowed }),
    },
  ];
}

/** A hold's status as the desk reads it: the place in the queue, or the copy on the hold shelf and the day to collect it by. */
function useHoldStatus() {
  const { t } = useTranslation();
  const f = useFormat();
  return (h: Hold) =>
    h.status === 'ready'
      ? `${t('library.holds.readyCopy', { copy: h.accessionNumber ?? '' })} · ${t('library.holds.collectBy')} ${f.day(h.pickupBy!)}`
      : t('library.holds.inLine', { position: h.position ?? 1 });
}

/** The member's open holds at the desk, each with Cancel. */
function MemberHolds({ member }: { member: Member }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const status = useHoldStatus();
  const f = useFormat();
  const cancel = useCancelHold({
    onSuccess: (h) => enqueueSnackbar(t('library.holds.cancelled', { title: h.title, member: h.memberName }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const holds = member.holds ?? [];
  if (holds.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('library.holds.deskTitle')}
      </Typography>
      <RowsView<Hold>
        label={t('library.holds.tableLabel')}
        testId="member-holds"
        columns={[
          { key: 'title', header: t('library.holds.book'), cell: (h) => h.title, card: 'title', sx: { fontWeight: 600, minWidth: 180 } },
          { key: 'status', header: t('library.holds.status'), cell: status, card: 'primary' },
          { key: 'placed', header: t('library.holds.placedOn'), cell: (h) => f.day(h.placedOn), nowrap: true },
        ]}
        rows={holds}
        rowKey={(h) => h.id}
        actions={(h) => (
          <Button
            size="small"
            color="error"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(h.id)}
            aria-label={t('library.holds.cancelFor', { title: h.title, member: h.memberName })}
          >
            {t('library.holds.cancel')}
          </Button>
        )}
        cardsBelow="md"
      />
    </>
  );
}

/** The member a card named: who they are, what they owe, why nothing may be issued, and their loans with Return and Renew. */
export function MemberPanel({ member, busy, onReturn, onRenew, onLoss }: MemberPanelProps) {
  const [losing, setLosing] = useState<Loan | null>(null);
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const photo = useMemberPhoto(member);
  const columns = useLoanColumns();
  const printCard = () =>
    getLibraryCard(member.barcode)
      .then((pdf) => openPdfBlob(pdf, `library-card-${member.barcode}.pdf`))
      .catch((err: Error) => enqueueSnackbar(t('circulation.cardFailed', { message: err.message }), { variant: 'error' }));
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 } }} data-testid="member-panel">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Avatar src={photo.data} alt={t('circulation.photoOf', { name: member.name })} sx={{ width: 64, height: 64 }}>
          {member.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" data-testid="member-name">
            {member.name}
          </Typography>
          <Typography color="text.secondary">
            {t(`circulation.kinds.${member.kind}`)} ·{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {member.barcode}
            </Box>
          </Typography>
          {member.programme && <Typography color="text.secondary">{member.programme}</Typography>}
        </Box>
        <Chip
          color={member.owedPaise > 0 ? 'error' : 'default'}
          label={member.owedPaise > 0 ? t('circulation.owed', { amount: f.money(member.owedPaise) }) : t('circulation.owesNothing')}
        />
        <Button variant="outlined" onClick={() => void printCard()}>
          {t('circulation.card')}
        </Button>
      </Box>
      {member.refusals.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="member-refusals">
          {member.refusals.map((r) => (
            <Box key={r.key ?? r.message}>{serverMessage(r)}</Box>
          ))}
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('circulation.mayBorrow')}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('circulation.loansHeading')}
      </Typography>
      {member.loans.length === 0 ? (
        <Typography color="text.secondary">{t('circulation.noLoans')}</Typography>
      ) : (
        <RowsView
          label={t('circulation.loansLabel', { name: member.name })}
          testId="loans-table"
          columns={columns}
          rows={member.loans}
          rowKey={(l) => l.id}
          rowAttributes={(l) => ({ 'data-barcode': l.barcode })}
          rowTone={(l) => (l.overdue ? 'error' : undefined)}
          actions={(l) =>
            l.outcome ? null : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => onReturn(l)}
                  aria-label={t('circulation.returnFor', { title: l.title })}
                >
                  {t('circulation.return')}
                </Button>
                <Button
                  size="small"
                  disabled={busy || l.renewals >= l.renewalsAllowed}
                  onClick={() => onRenew(l)}
                  aria-label={t('circulation.renewFor', { title: l.title })}
                >
                  {t('circulation.renew')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  disabled={busy}
                  onClick={() => setLosing(l)}
                  aria-label={t('circulation.lossFor', { title: l.title })}
                >
                  {t('circulation.loss')}
                </Button>
              </Box>
            )
          }
          cardsBelow="md"
        />
      )}
      <MemberHolds member={member} />
      <MemberCharges member={member} />
      <Box sx={{ mt: 2 }}>
        <MemberClearance barcode={member.barcode} />
      </Box>
      {losing && (
        <LossDialog
          loan={losing}
          name={member.name}
          onClose={() => setLosing(null)}
          onChoose={(condition) => {
            setLosing(null);
            onLoss(losing, condition);
          }}
        />
      )}
    </Paper>
  );
}
