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
  const f = figures.data;
  // While they load, the cards hold their place with a dash: the page does not move when they come.
  const value = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  return (
    <Section id="messages" title={title}>
      {figures.isError ? (
        <Alert severity="error">{figures.error.message}</Alert>
      ) : (
        <FigureGrid>
          <FigureCard label={t('dashboards.admin.messagesSent')} value={value(f?.sentToday)} to={MESSAGES} testId="figure-messages-sent" />
          <FigureCard
            label={t('dashboards.admin.messagesFailed')}
            value={value(f?.failedToday)}
            to={MESSAGES}
            testId="figure-messages-failed"
          />
          <FigureCard
            label={t('dashboards.admin.messagesWaiting')}
            value={value(f?.waiting)}
            to={MESSAGES}
            testId="figure-messages-waiting"
          />
        </FigureGrid>
      )}
    </Section>
  );
}
