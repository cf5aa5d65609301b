import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useMyBusPass } from '../api/my-bus-pass';
import { Empty, Loaded, Section } from './dashboard-section';

const BUS_PASS = '/app/Bus Pass';

/** The landing page's bus pass: the route and stop, where it stands, and what is due of its fee. */
export function MyBusPass() {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Section id="bus-pass" title={t('dashboards.myBusPass.title')}>
      <Loaded query={useMyBusPass()}>
        {({ pass }) =>
          !pass || pass.status === 'cancelled' ? (
            <>
              <Empty>{t('dashboards.myBusPass.none')}</Empty>
              <Button component={Link} to={BUS_PASS} size="small" variant="outlined" sx={{ ml: 1 }}>
                {t('dashboards.myBusPass.apply')}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ px: 0.5 }} data-testid="my-bus-pass">
                {t(`dashboards.myBusPass.${pass.status}`, {
                  route: `${pass.route.code} · ${pass.route.name}`,
                  stop: pass.stop?.name ?? '',
                  time: pass.stop?.pickupTime ?? '',
                  position: pass.waitingPosition ?? 1,
                })}
              </Typography>
              {pass.status === 'allotted' && pass.owedPaise > 0 && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {t('dashboards.myBusPass.due', { amount: f.money(pass.owedPaise) })}
                </Alert>
              )}
              <Button component={Link} to={BUS_PASS} size="small" variant="outlined" sx={{ mt: 1 }}>
                {t('dashboards.myBusPass.open')}
              </Button>
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
