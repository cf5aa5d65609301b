import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@campus/shared';
import { PageHeader } from '../../../components/page-header';
import { usePhoneLayout } from '../../../lib/layout';
import { useSession } from '../../../lib/session';
import { CounterDays } from './counter-days';
import { Instruments } from './instruments';
import { MyDay } from './my-day';
import { ReceiveMoney } from './receive-money';

const TABS = ['receive', 'day', 'days', 'instruments'] as const;
type CounterTab = (typeof TABS)[number];
/** The tabs only accounts see. */
const ACCOUNTS_TABS: readonly CounterTab[] = ['days', 'instruments'];

/**
 * '/app/Fees/Counter': the fee counter. Receive money against a student's dues and close one's day
 * (every fee clerk); every clerk's day and the cheques and drafts to clear (accounts). The tab is in
 * the address (`?tab=day`), so a reload or a link keeps it.
 */
export function FeeCounterPage() {
  const { t } = useTranslation();
  const roles = useSession()?.roles ?? [];
  const accounts = can(roles, 'payments.counterAccounts');
  const tabs = TABS.filter((tab) => accounts || !ACCOUNTS_TABS.includes(tab));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as CounterTab | null;
  const tab: CounterTab = asked && tabs.includes(asked) ? asked : 'receive';
  // On a phone every tab stays in sight, its name on two lines if need be: a tab scrolled out of
  // sight behind an arrow is one a clerk does not know is there.
  const phone = usePhoneLayout();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('counter.title')} subtitle={t('counter.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_e, next: CounterTab) => setParams(next === 'receive' ? {} : { tab: next }, { replace: true })}
        variant={phone ? 'fullWidth' : 'scrollable'}
        scrollButtons="auto"
        aria-label={t('counter.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 0.5, sm: 2 } } }}
      >
        {tabs.map((k) => (
          <Tab
            key={k}
            value={k}
            wrapped={phone}
            label={t(`counter.tabs.${k}`)}
            id={`counter-tab-${k}`}
            aria-controls={`counter-panel-${k}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`counter-panel-${tab}`} aria-labelledby={`counter-tab-${tab}`}>
        {tab === 'receive' && <ReceiveMoney />}
        {tab === 'day' && <MyDay />}
        {tab === 'days' && <CounterDays />}
        {tab === 'instruments' && <Instruments />}
      </Box>
    </Box>
  );
}
