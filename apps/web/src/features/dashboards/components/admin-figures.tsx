import { useTranslation } from 'react-i18next';
import { auditSentenceText, roleLabel, type AdminDashboard } from '@campus/shared';
import { useAuditWords } from '../../../components/audit-sentence';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormat } from '../../../lib/format';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { Empty, FigureTable, Loaded, Section } from './dashboard-section';
import { MessageFigures } from './message-figures';
import { FigureBars } from '../../../components/figure-bars';

const USERS = '/app/Users';
type Change = AdminDashboard['recentAudit'][number];

/** The administrator: who uses the system, who waits for approval, and what was changed last. */
export function AdminFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  const words = useAuditWords();
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
          <MessageFigures />
          <Section id="users-by-role" title={t('dashboards.admin.usersByRole')}>
            {d.usersByRole.length === 0 ? (
              <Empty>{t('dashboards.admin.noUsers')}</Empty>
            ) : (
              <FigureBars
                labels={d.usersByRole.map((r) => t(`roles.${r.name}`, { defaultValue: roleLabel(r.name) }))}
                values={d.usersByRole.map((r) => r.count)}
                series={t('dashboards.admin.users')}
              />
            )}
          </Section>
          <Section id="recent-changes" title={t('dashboards.admin.recentChanges')}>
            {d.recentAudit.length === 0 ? (
              <Empty>{t('dashboards.admin.noChanges')}</Empty>
            ) : (
              <FigureTable<Change>
                label={t('dashboards.admin.recentChanges')}
                rows={d.recentAudit}
                rowKey={(e) => `${e.at}-${e.action}`}
                columns={[
                  {
                    label: t('dashboards.admin.when'),
                    nowrap: true,
                    cell: (e) => format.dateTime(e.at),
                  },
                  { label: t('dashboards.admin.who'), cell: (e) => e.actor ?? t('dashboards.admin.system') },
                  { label: t('dashboards.admin.what'), cell: (e) => auditSentenceText(e.sentence, words) },
                ]}
              />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
