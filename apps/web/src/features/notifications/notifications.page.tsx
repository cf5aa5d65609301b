import DoneAll from '@mui/icons-material/DoneAll';
import { Alert, Button, Chip, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATION_PAGE_SIZES, type AppNotification, type NotificationKind } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useMarkRead, useNotifications } from './api/notifications';
import { PreferencesForm } from './preferences-form';

/** The fees page a due reminder leads to. */
const PAY_FEES_PATH = '/app/Fees/Pay Fees';

type Target = { to: string } | { href: string } | null;

/** Kinds whose second line is advice, not a link. */
const TEXT_ONLY: readonly NotificationKind[] = ['signUpApproved', 'passwordChanged'];

const receiptOf = (receiptNo: string) => ({ href: `/api/payments/receipts/${encodeURIComponent(receiptNo)}` });

/**
 * Where a notification leads: a page of the app (the results it tells of, the fees to pay), a file
 * (the receipt's PDF), or nowhere (a sign-up approved, a password changed: the text says it all).
 */
function targetOf(n: AppNotification): Target {
  switch (n.kind) {
    case 'resultsPublished':
      return { to: `/results/${encodeURIComponent(n.params.title ?? '')}?rollNo=${encodeURIComponent(n.params.rollNo ?? '')}` };
    case 'receiptIssued':
    case 'paymentResolved':
    case 'refundRecorded':
      return n.params.receiptNo ? receiptOf(n.params.receiptNo) : null;
    case 'dueReminder':
      return { to: PAY_FEES_PATH };
    case 'hostelLeaveDecided':
      return { to: '/app/Hostel Room' };
    case 'attendanceShortage':
      return { to: '/app/My Attendance' };
    case 'grievanceUpdated':
      return { to: `/app/Grievance/${encodeURIComponent(n.params.id ?? '')}` };
    case 'vehiclePaperDue':
      return { to: `/app/Transport/Vehicles?q=${encodeURIComponent((n.params.registration ?? '').replace(/ /g, ''))}` };
    case 'signUpApproved':
    case 'passwordChanged':
      return null;
  }
}

/** A page of the app opens here; a file opens in a tab of its own; without a target the words stand alone. */
function TargetLink({ target, onClick, children }: { target: Target; onClick: () => void; children: ReactNode }) {
  if (!target)
    return (
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    );
  if ('to' in target)
    return (
      <MuiLink component={Link} to={target.to} onClick={onClick}>
        {children}
      </MuiLink>
    );
  return (
    <MuiLink href={target.href} target="_blank" rel="noopener" onClick={onClick}>
      {children}
    </MuiLink>
  );
}

function useColumns(onRead: (n: AppNotification) => void): PagedColumn<AppNotification>[] {
  const { t } = useTranslation();
  const format = useFormat();
  // Amounts are written in the reader's money format, a due day as every date; a settlement's words follow its outcome, a vehicle paper's its state.
  const values = (n: AppNotification) => {
    const { amountPaise, dueDate, outcome, paper, until, state, decision, step, fromDate, toDate } = n.params;
    const context = outcome ?? state ?? decision ?? step;
    return {
      ...n.params,
      ...(amountPaise === undefined ? {} : { amount: format.money(Number(amountPaise)) }),
      ...(dueDate === undefined ? {} : { dueDate: format.day(dueDate) }),
      ...(paper === undefined ? {} : { paper: t(`notifications.papers.${paper}`) }),
      ...(until === undefined ? {} : { until: format.day(until) }),
      ...(fromDate === undefined ? {} : { fromDate: format.day(fromDate) }),
      ...(toDate === undefined ? {} : { toDate: format.day(toDate) }),
      ...(context === undefined ? {} : { context }),
    };
  };
  const opened = (n: AppNotification) => !n.readAt && onRead(n);
  return [
    { key: 'when', header: t('notifications.columns.when'), cell: (n) => format.dateTime(n.createdAt), nowrap: true, card: 'title' },
    {
      key: 'what',
      header: t('notifications.columns.what'),
      cell: (n) => {
        const target = targetOf(n);
        return (
          <>
            <Typography variant="body2" sx={{ fontWeight: n.readAt ? 400 : 600 }}>
              {t(`notifications.kinds.${n.kind}`, values(n))}
            </Typography>
            {/* A settlement refunded has no receipt to open. */}
            {(target || TEXT_ONLY.includes(n.kind)) && (
              <TargetLink target={target} onClick={() => opened(n)}>
                {t(`notifications.open.${n.kind}`, n.params)}
              </TargetLink>
            )}
          </>
        );
      },
    },
    {
      key: 'state',
      header: t('notifications.columns.state'),
      cell: (n) =>
        n.readAt ? (
          <Chip size="small" variant="outlined" label={t('notifications.read')} />
        ) : (
          <Chip size="small" color="primary" label={t('notifications.unread')} />
        ),
      nowrap: true,
    },
  ];
}

/** One's own notifications: what the college has told them, newest first, marked read one by one or all at once. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [query, setQuery] = useState({ page: 1, pageSize: 10 });
  const list = useNotifications(query);
  const mark = useMarkRead();
  const read = (ids?: number[]) =>
    mark.mutate(ids ? { ids } : {}, {
      onError: (err) => enqueueSnackbar(t('notifications.markFailed', { message: err.message }), { variant: 'error' }),
    });
  const columns = useColumns((n) => read([n.id]));
  const data = list.data;

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          <Button variant="outlined" startIcon={<DoneAll />} onClick={() => read()} disabled={mark.isPending || !data || data.unread === 0}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Paper variant="outlined" component="section" aria-label={t('notifications.label')} sx={{ p: 2, minWidth: 0 }}>
        {list.isError && <Alert severity="error">{t('notifications.loadFailed', { message: list.error.message })}</Alert>}
        {data && (
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="notifications-unread">
            {t('notifications.unreadCount', { count: data.unread })}
          </Typography>
        )}
        <PagedTable
          label={t('notifications.label')}
          testId="notifications"
          columns={columns}
          rows={data?.rows}
          rowKey={(n) => n.id}
          rowTone={(n) => (n.readAt ? undefined : 'warning')}
          actions={(n) =>
            n.readAt ? null : (
              <Button size="small" onClick={() => read([n.id])} disabled={mark.isPending}>
                {t('notifications.markRead')}
              </Button>
            )
          }
          total={data?.total ?? 0}
          page={query.page}
          pageSize={query.pageSize}
          pageSizes={NOTIFICATION_PAGE_SIZES}
          onPageChange={(page) => setQuery({ ...query, page })}
          onPageSizeChange={(pageSize) => setQuery({ page: 1, pageSize })}
          loading={list.isFetching}
          empty={<Alert severity="info">{t('notifications.empty')}</Alert>}
        />
      </Paper>
      <PreferencesForm />
    </>
  );
}
