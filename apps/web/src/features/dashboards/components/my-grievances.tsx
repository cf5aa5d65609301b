import { Box, Button, Chip, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GRIEVANCE_OPEN_STATUSES, type GrievanceStatus } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useMyGrievances } from '../api/my-grievances';
import { Empty, Loaded, Section } from './dashboard-section';

const MY_GRIEVANCES = '/app/My Grievances';
const open = (status: GrievanceStatus) => (GRIEVANCE_OPEN_STATUSES as readonly string[]).includes(status);

/** The landing page's grievances: those filed and not yet decided, each leading to its page. */
export function MyGrievances() {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`dashboards.myGrievances.${key}`, values);
  return (
    <Section id="my-grievances" title={text('title')}>
      <Loaded query={useMyGrievances()}>
        {({ filed }) => {
          const rows = filed.rows.filter((g) => open(g.status));
          return (
            <>
              {rows.length === 0 ? (
                <Empty>{text('none')}</Empty>
              ) : (
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }} data-testid="my-grievances">
                  {rows.map((g) => (
                    <Box component="li" key={g.id} sx={{ px: 0.5, minWidth: 0 }}>
                      <Link component={RouterLink} to={`/app/Grievance/${g.id}`} sx={{ fontWeight: 600, mr: 1 }}>
                        {g.number}
                      </Link>
                      <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                        {g.subject}
                      </Typography>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.25 }}>
                        <Chip size="small" variant="outlined" label={text(`statuses.${g.status}`)} />
                        <Typography variant="body2" color={g.overdue ? 'error' : 'text.secondary'}>
                          {text(g.overdue ? 'overdue' : 'due', { day: f.day(g.dueOn) })}
                        </Typography>
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
              <Button component={RouterLink} to={MY_GRIEVANCES} size="small" variant="outlined" sx={{ mt: 1 }}>
                {text('open')}
              </Button>
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}
