import { Alert, Box, Button, Paper, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CirculationResult, Loan } from '@campus/shared';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useIssueCopy, useLibraryMember, useRecordLoss, useRenewLoan, useReturnCopy } from '../api/circulation';
import { MemberPanel } from './member-panel';
import { ScanField } from './scan-field';

type Mode = 'issue' | 'return';
type Outcome = { severity: 'success' | 'error' | 'info'; text: string; holdShelf?: string };

/** The selected field's text is replaced by the next scan. */
const selectAll = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

/**
 * `/app/Library/Circulation`: the desk. Issue: the member's card, then one copy after another
 * (after each issue the copy field is empty and keeps the focus). Return: copies alone. Every
 * refusal is shown as the server words it, in the reader's language.
 */
export function CirculationPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [mode, setMode] = useState<Mode>('issue');
  const [memberText, setMemberText] = useState('');
  const [memberCode, setMemberCode] = useState<string | null>(null);
  const [copyText, setCopyText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const memberInput = useRef<HTMLInputElement>(null);
  const copyInput = useRef<HTMLInputElement>(null);
  const member = useLibraryMember(memberCode);

  // A member found: the next scan is a copy. A card not found: scan it again.
  useEffect(() => {
    if (member.isSuccess) copyInput.current?.focus();
    if (member.isError) selectAll(memberInput.current);
  }, [member.isSuccess, member.isError, member.data?.barcode]);

  const describe = (r: CirculationResult, done: 'issued' | 'returned' | 'renewed'): string => {
    const { title, barcode } = r.loan;
    if (done === 'returned' && r.alreadyReturned) return t('circulation.alreadyReturned', { title, barcode, day: f.day(r.loan.closedOn!) });
    if (done === 'returned' && r.chargedPaise > 0) return t('circulation.returnedFine', { title, barcode, fine: f.money(r.chargedPaise) });
    if (done === 'returned') return t('circulation.returned', { title, barcode });
    return t(`circulation.${done}`, { title, barcode, due: f.day(r.loan.dueOn) });
  };
  const failed = (input: RefObject<HTMLInputElement | null>) => (err: Error) => {
    setOutcome({ severity: 'error', text: err.message });
    selectAll(input.current);
  };
  const copyDone = (done: 'issued' | 'returned') => (r: CirculationResult) => {
    const shelf = r.holdShelf;
    setOutcome({
      severity: r.alreadyReturned ? 'info' : 'success',
      text: describe(r, done),
      // A hold was waiting for the title: the copy goes on the hold shelf, not back on the shelf.
      holdShelf: shelf && t('library.holds.putOnHoldShelf', { name: shelf.name, barcode: shelf.memberBarcode, day: f.day(shelf.pickupBy) }),
    });
    setCopyText('');
    copyInput.current?.focus();
  };

  const issue = useIssueCopy({ onSuccess: copyDone('issued'), onError: failed(copyInput) });
  const giveBack = useReturnCopy({ onSuccess: copyDone('returned'), onError: failed(copyInput) });
  const renew = useRenewLoan({
    onSuccess: (r) => setOutcome({ severity: 'success', text: describe(r, 'renewed') }),
    onError: (err) => setOutcome({ severity: 'error', text: err.message }),
  });
  const loss = useRecordLoss({
    onSuccess: (r) =>
      setOutcome({
        severity: 'success',
        text: t(`circulation.${r.loan.outcome === 'lost' ? 'markedLost' : 'markedDamaged'}`, {
          title: r.loan.title,
          barcode: r.loan.barcode,
          amount: f.money(r.chargedPaise),
        }),
      }),
    onError: (err) => setOutcome({ severity: 'error', text: err.message }),
  });
  const busy = issue.isPending || giveBack.isPending || renew.isPending || loss.isPending;

  const findMember = (code: string) => {
    setOutcome(null);
    setMemberCode(code.toUpperCase());
    if (code.toUpperCase() === memberCode) void member.refetch();
  };
  const scanCopy = (code: string) => {
    if (mode === 'return') return giveBack.mutate({ copyBarcode: code });
    if (!member.data) {
      setOutcome({ severity: 'error', text: t('circulation.memberFirst') });
      return selectAll(memberInput.current);
    }
    issue.mutate({ memberBarcode: member.data.barcode, copyBarcode: code });
  };
  const nextMember = () => {
    setMemberCode(null);
    setMemberText('');
    setOutcome(null);
    memberInput.current?.focus();
  };
  const onReturn = (loan: Loan) => giveBack.mutate({ copyBarcode: loan.barcode });
  const onRenew = (loan: Loan) => renew.mutate({ copyBarcode: loan.barcode });
  const onLoss = (loan: Loan, condition: 'lost' | 'damaged') => loss.mutate({ copyBarcode: loan.barcode, condition });

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('circulation.title')} subtitle={t('circulation.subtitle')} />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'grid', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={mode}
          aria-label={t('circulation.modes.label')}
          onChange={(_, next: Mode | null) => {
            if (!next) return;
            setMode(next);
            setOutcome(null);
            setTimeout(() => (next === 'issue' && !member.data ? memberInput : copyInput).current?.focus());
          }}
        >
          <ToggleButton value="issue">{t('circulation.modes.issue')}</ToggleButton>
          <ToggleButton value="return">{t('circulation.modes.return')}</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'issue' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 320px' }}>
              <ScanField
                id="circulation-member"
                label={t('circulation.member')}
                hint={t('circulation.memberHint')}
                value={memberText}
                onChange={setMemberText}
                onScan={findMember}
                submitLabel={t('circulation.find')}
                busy={member.isFetching}
                inputRef={memberInput}
              />
            </Box>
            {memberCode && (
              <Button onClick={nextMember} sx={{ mt: 1 }}>
                {t('circulation.newMember')}
              </Button>
            )}
          </Box>
        )}
        <ScanField
          id="circulation-copy"
          label={t('circulation.copy')}
          hint={t('circulation.copyHint')}
          value={copyText}
          onChange={setCopyText}
          onScan={scanCopy}
          submitLabel={mode === 'issue' ? t('circulation.issue') : t('circulation.return')}
          busy={busy}
          inputRef={copyInput}
        />
        <Box role="status" aria-live="polite">
          {member.isError && mode === 'issue' && (
            <Alert severity="error" data-testid="desk-outcome">
              {member.error.message}
            </Alert>
          )}
          {outcome && (
            <Alert severity={outcome.severity} data-testid="desk-outcome">
              {outcome.text}
            </Alert>
          )}
          {outcome?.holdShelf && (
            <Alert severity="warning" variant="filled" data-testid="desk-hold-shelf" sx={{ mt: 1 }}>
              {outcome.holdShelf}
            </Alert>
          )}
        </Box>
      </Paper>
      {member.data && mode === 'issue' && (
        <MemberPanel member={member.data} busy={busy} onReturn={onReturn} onRenew={onRenew} onLoss={onLoss} />
      )}
    </Box>
  );
}
