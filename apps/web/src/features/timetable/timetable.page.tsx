import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { can } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { MyWeek, TeacherWeek } from './components/faculty-week-view';
import { PeriodsForm } from './components/periods-form';
import { SectionWeek } from './components/section-week';
import { SubstitutionsPanel } from './components/substitutions-panel';
import { useTimetableSearch, type TimetableTab } from './components/timetable-search';

/** Those who teach have a week of their own. */
const TEACHING_ROLES = ['ROLE_FACULTY', 'ROLE_HOD'];

/**
 * `/app/Academics/Timetable`: the periods of the college day, each section's week of classes, each
 * teacher's week, and the substitutes arranged for a day. The academics office keeps them; those who
 * teach and examine read them, and a teacher opens on their own week. The tab and the choices are in
 * the address (`?tab=section&batchId=1&branchId=11&sectionId=7`), so that a reload or Back keeps them.
 */
export function TimetablePage() {
  const { t } = useTranslation();
  const roles = useSession()?.roles;
  const manager = can(roles, 'timetable.manage');
  const teaching = Boolean(roles?.some((r) => TEACHING_ROLES.includes(r)));
  const { wanted, apply } = useTimetableSearch();
  const tabs: TimetableTab[] = [
    ...(teaching ? (['mine'] as const) : []),
    'section',
    'teacher',
    'substitutions',
    ...(manager ? (['periods'] as const) : []),
  ];
  const tab = wanted.tab && tabs.includes(wanted.tab) ? wanted.tab : tabs[0]!;
  return (
    <Box sx={{ maxWidth: 1600, minWidth: 0 }}>
      <PageHeader title={t('timetable.title')} subtitle={t(manager ? 'timetable.subtitleManager' : 'timetable.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_e, next: TimetableTab) => apply({ tab: next })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('timetable.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((k) => (
          <Tab key={k} value={k} label={t(`timetable.tabs.${k}`)} id={`timetable-tab-${k}`} aria-controls={`timetable-panel-${k}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`timetable-panel-${tab}`} aria-labelledby={`timetable-tab-${tab}`}>
        {tab === 'mine' && <MyWeek />}
        {tab === 'section' && <SectionWeek manager={manager} />}
        {tab === 'teacher' && <TeacherWeek />}
        {tab === 'substitutions' && <SubstitutionsPanel manager={manager} />}
        {tab === 'periods' && manager && <PeriodsForm />}
      </Box>
    </Box>
  );
}
