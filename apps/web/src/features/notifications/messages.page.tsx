import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DeliveryLogPanel } from './delivery-log';
import { MessageTemplates } from './message-templates';
import { TestSend } from './test-send';

const TABS = ['log', 'templates', 'test'] as const;
type MessagesTab = (typeof TABS)[number];

/**
 * '/app/Admin/Messages': the office's e-mails and SMS. What went out and how it fared, each kind's
 * wording, and a test send. The tab is in the address (`?tab=templates`), so a reload keeps it.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as MessagesTab | null;
  const tab: MessagesTab = asked && TABS.includes(asked) ? asked : 'log';
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={t('notifications.messages.title')} subtitle={t('notifications.messages.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_e, next: MessagesTab) => setParams(next === 'log' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('notifications.messages.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((k) => (
          <Tab
            key={k}
            value={k}
            label={t(`notifications.messages.tabs.${k}`)}
            id={`messages-tab-${k}`}
            aria-controls={`messages-panel-${k}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`messages-panel-${tab}`} aria-labelledby={`messages-tab-${tab}`}>
        {tab === 'log' && <DeliveryLogPanel />}
        {tab === 'templates' && <MessageTemplates />}
        {tab === 'test' && <TestSend />}
      </Box>
    </Box>
  );
}
