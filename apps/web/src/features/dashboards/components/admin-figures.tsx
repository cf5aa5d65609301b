import { Table, TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@campus/shared';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { count, Empty, Loaded, Section } from './dashboard-section';

const USERS = '/app/Users';

/** The administrator: who uses the system, who waits for approval, and what was changed last. */
export function AdminFigures() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Loaded query={useAdminDashboard()}>
      {(d) => (
        <>
          <FigureGrid>
            <FigureCard label={t('dashboards.admin.users')} value={count(d.users)} to={USERS} testId="figure-users" />
            <FigureCard
              label={t('dashboards.admin.pending')}
              value={count(d.pendingSignUps)}
              detail={t('dashboards.admin.pendingDetail')}
              to={USERS}
              testId="figure-pending"
            />
            <FigureCard label={t('dashboards.admin.roles')} value={count(d.usersByRole.length)} to="#users-by-role" testId="figure-roles" />
            <FigureCard
              label={t('dashboards.admin.changes')}
              value={count(d.recentAudit.length)}
              to="#recent-changes"
              testId="figure-changes"
            />
          </FigureGrid>
          <Section id="users-by-role" title={t('dashboards.admin.usersByRole')}>
            {d.usersByRole.length === 0 ? (
              <Empty>{t('dashboards.admin.noUsers')}</Empty>
            ) : (
              <BarChart
                height={Math.max(220, d.usersByRole.length * 26)}
                layout="horizontal"
                yAxis={[
                  {
                    scaleType: 'band',
                    data: d.usersByRole.map((r) => t(`roles.${r.name}`, { defaultValue: roleLabel(r.name) })),
                    width: 150,
                  },
                ]}
                series={[
                  { data: d.usersByRole.map((r) => r.count), label: t('dashboards.admin.users'), color: theme.palette.primary.main },
                ]}
                hideLegend
                skipAnimation
                margin={{ left: 8, right: 16 }}
              />
            )}
          </Section>
          <Section id="recent-changes" title={t('dashboards.admin.recentChanges')}>
            {d.recentAudit.length === 0 ? (
              <Empty>{t('dashboards.admin.noChanges')}</Empty>
            ) : (
              <Table size="small" aria-label={t('dashboards.admin.recentChanges')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dashboards.admin.when')}</TableCell>
                    <TableCell>{t('dashboards.admin.who')}</TableCell>
                    <TableCell>{t('dashboards.admin.what')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.recentAudit.map((e, i) => (
                    <TableRow key={i}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {new Date(e.at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
                      </TableCell>
                      <TableCell>{e.actor ?? t('dashboards.admin.system')}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.action}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
