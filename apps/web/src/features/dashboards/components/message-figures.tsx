import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useMessageFigures } from '../api/get-message-figures';
import { Section } from './dashboard-section';

const MESSAGES = '/app/Admin/Messages';

/** The administrator's messages of today: sent, failed, waiting; each leads to the delivery log. */
export function MessageFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = useMessageFigures();
  const title = t('dashboards.admin.messages');
  // The figures come after the page's own: nothing is held for them while they load.
  if (figures.isPending) return null;
  const f = figures.data;
  return (
    <Section id="messages" title={title}>
      {figures.isError || !f ? (
        <Alert severity="error">{figures.error?.message}</Alert>
      ) : (
        <FigureGrid>
          <FigureCard
            label={t('dashboards.admin.messagesSent')}
            value={format.number(f.sentToday)}
            to={MESSAGES}
            testId="figure-messages-sent"
          />
          <FigureCard
            label={t('dashboards.admin.messagesFailed')}
            value={format.number(f.failedToday)}
            to={MESSAGES}
            testId="figure-messages-failed"
          />
          <FigureCard
            label={t('dashboards.admin.messagesWaiting')}
            value={format.number(f.waiting)}
            to={MESSAGES}
            testId="figure-messages-waiting"
          />
        </FigureGrid>
      )}
    </Section>
  );
}
