import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useMyHostelApplication, useMyHostelFees } from '../api/my-hostel';
import { Empty, Loaded, Section } from './dashboard-section';

const HOSTEL = '/app/Hostel Room';

/** What is owed of the stay's fees, once a bed was given. */
function HostelFeesOwed() {
  const { t } = useTranslation();
  const f = useFormat();
  const fees = useMyHostelFees(true);
  if (!fees.data || fees.data.owedPaise === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {t('dashboards.myHostel.due', { amount: f.money(fees.data.owedPaise) })}
    </Alert>
  );
}

/** The landing page's hostel: the bed or the place in line, and what is owed of the hostel fees. */
export function MyHostel() {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Section id="hostel" title={t('dashboards.myHostel.title')}>
      <Loaded query={useMyHostelApplication()}>
        {({ application: a }) =>
          !a || a.status === 'cancelled' || a.status === 'vacated' ? (
            <>
              <Empty>{t('dashboards.myHostel.none')}</Empty>
              <Button component={Link} to={HOSTEL} size="small" variant="outlined" sx={{ ml: 1 }}>
                {t('dashboards.myHostel.apply')}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ px: 0.5 }} data-testid="my-hostel-bed">
                {a.status === 'allotted' && a.allotment
                  ? t('dashboards.myHostel.allotted', { ...a.allotment, day: f.day(a.allotment.fromDate) })
                  : t('dashboards.myHostel.waiting', { position: a.position ?? 1, roomType: a.roomType.name })}
              </Typography>
              {a.status === 'allotted' && <HostelFeesOwed />}
              <Button component={Link} to={HOSTEL} size="small" variant="outlined" sx={{ mt: 1 }}>
                {t('dashboards.myHostel.open')}
              </Button>
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
