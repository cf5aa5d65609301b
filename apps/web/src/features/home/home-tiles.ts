import { isVariant } from '@campus/shared';

/** One tile per user group (spec 000 §1); login tiles carry the module values of §2. */
export interface HomeTile {
  key: string;
  icon: string;
  href: string;
  newTab?: boolean;
}

export function homeTiles(collegeCode: string | undefined): HomeTile[] {
  const login = (key: string, icon: string, module: string): HomeTile => ({ key, icon, href: `/login/${module}` });
  const tiles: HomeTile[] = [
    login('authority', 'account_balance', 'Management'),
    login('admin', 'admin_panel_settings', 'Admin'),
    login('faculty', 'co_present', 'Faculty'),
    login('student', 'school', 'Student'),
    collegeCode && isVariant(collegeCode, 'MREM')
      ? { key: 'accounts', icon: 'payments', href: '/accounts', newTab: true }
      : login('accounts', 'payments', 'Accounts'),
    login('library', 'local_library', 'Library'),
    login('transport', 'directions_bus', 'Transportation'),
    login('grievance', 'support_agent', 'Grievance'),
    login('hostel', 'hotel', 'Hostel'),
    login('placement', 'work', 'Placements%20Cell'),
    login('parent', 'family_restroom', 'parent'),
    login('hod', 'supervisor_account', 'HOD'),
    login('principal', 'workspace_premium', 'principal'),
    { key: 'results', icon: 'fact_check', href: '/examresults' },
    login('exams', 'edit_note', 'Examinations'),
    { key: 'iqac', icon: 'verified', href: '/iqacnewhome' },
    login('facultyDb', 'badge', 'Faculty%20Database'),
  ];
  if (collegeCode && isVariant(collegeCode, 'RKCE')) tiles.push(login('obe', 'insights', 'OBE'));
  return tiles;
}
