import { Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Member } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useMyLibrary, useRenewMyLoan } from '../api/my-library';
import { Empty, FigureTable, Section } from './dashboard-section';

type Loan = Member['loans'][number];

/** A borrower's own books: what is out with its due date and today's fine, what they owe, and Renew. */
export function MyLibrary() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const me = useMyLibrary();
  const renew = useRenewMyLoan({
    onSuccess: (done) =>
      enqueueSnackbar(t('dashboards.myLibrary.renewed', { title: done.loan.title, due: format.day(done.loan.dueOn) }), {
        variant: 'success',
      }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  // A login that is no member of the library (the server says so) has no such section.
  if (!me.data) return null;
  const out = me.data.loans.filter((l) => l.closedOn === null);
  const text = (key: string) => t(`dashboards.myLibrary.${key}`);
  return (
    <Section id="my-library" title={text('title')}>
      {me.data.owedPaise > 0 && (
        <Typography color="error" sx={{ px: 0.5, mb: 1 }} data-testid="library-owed">
          {t('dashboards.myLibrary.owed', { amount: format.money(me.data.owedPaise) })}
        </Typography>
      )}
      {out.length === 0 ? (
        <Empty>{text('none')}</Empty>
      ) : (
        <FigureTable<Loan>
          label={text('title')}
          rowKey={(l) => l.barcode}
          rows={out}
          columns={[
            { label: text('book'), cell: (l) => l.title },
            {
              label: text('due'),
              nowrap: true,
              cell: (l) =>
                l.overdue
                  ? t('dashboards.myLibrary.overdue', { due: format.day(l.dueOn), fine: format.money(l.fineTodayPaise) })
                  : format.day(l.dueOn),
            },
            {
              label: text('renew'),
              align: 'right',
              cell: (l) =>
                l.overdue || l.renewals >= l.renewalsAllowed ? (
                  <Typography variant="body2" color="text.secondary">
                    {l.overdue ? text('returnIt') : text('renewalsUsed')}
                  </Typography>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={renew.isPending}
                    onClick={() => renew.mutate(l.barcode)}
                    aria-label={t('dashboards.myLibrary.renewTitle', { title: l.title })}
                  >
                    {text('renew')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Section>
  );
}
