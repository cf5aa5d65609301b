import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Badge from '@mui/icons-material/Badge';
import CoPresent from '@mui/icons-material/CoPresent';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import EditNote from '@mui/icons-material/EditNote';
import FactCheck from '@mui/icons-material/FactCheck';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import Hotel from '@mui/icons-material/Hotel';
import Insights from '@mui/icons-material/Insights';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import Payments from '@mui/icons-material/Payments';
import School from '@mui/icons-material/School';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Verified from '@mui/icons-material/Verified';
import Work from '@mui/icons-material/Work';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  account_balance: AccountBalance,
  admin_panel_settings: AdminPanelSettings,
  badge: Badge,
  co_present: CoPresent,
  directions_bus: DirectionsBus,
  edit_note: EditNote,
  fact_check: FactCheck,
  family_restroom: FamilyRestroom,
  hotel: Hotel,
  insights: Insights,
  local_library: LocalLibrary,
  payments: Payments,
  school: School,
  supervisor_account: SupervisorAccount,
  support_agent: SupportAgent,
  verified: Verified,
  work: Work,
  workspace_premium: WorkspacePremium,
};

export function TileIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? School;
  return <Icon sx={{ fontSize: 40 }} />;
}
