import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import Bed from '@mui/icons-material/Bed';
import Bookmark from '@mui/icons-material/Bookmark';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import CalendarViewWeek from '@mui/icons-material/CalendarViewWeek';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import Dashboard from '@mui/icons-material/Dashboard';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Event from '@mui/icons-material/Event';
import EventBusy from '@mui/icons-material/EventBusy';
import FactCheck from '@mui/icons-material/FactCheck';
import Gavel from '@mui/icons-material/Gavel';
import Grading from '@mui/icons-material/Grading';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import HistoryEdu from '@mui/icons-material/HistoryEdu';
import Hotel from '@mui/icons-material/Hotel';
import HowToReg from '@mui/icons-material/HowToReg';
import ListAlt from '@mui/icons-material/ListAlt';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import Lock from '@mui/icons-material/Lock';
import MenuBook from '@mui/icons-material/MenuBook';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Payments from '@mui/icons-material/Payments';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PointOfSale from '@mui/icons-material/PointOfSale';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import School from '@mui/icons-material/School';
import Search from '@mui/icons-material/Search';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Route from '@mui/icons-material/Route';
import Rule from '@mui/icons-material/Rule';
import Settings from '@mui/icons-material/Settings';
import Storage from '@mui/icons-material/Storage';
import SupportAgent from '@mui/icons-material/SupportAgent';
import UploadFile from '@mui/icons-material/UploadFile';
import VpnKey from '@mui/icons-material/VpnKey';
import Work from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  assessment: Assessment,
  assignment: Assignment,
  badge: Badge,
  bed: Bed,
  bookmark: Bookmark,
  build: Build,
  business: Business,
  business_center: BusinessCenter,
  dashboard: Dashboard,
  directions_bus: DirectionsBus,
  emoji_events: EmojiEvents,
  event: Event,
  event_busy: EventBusy,
  fact_check: FactCheck,
  gavel: Gavel,
  grading: Grading,
  group_add: GroupAdd,
  groups: Groups,
  history: History,
  history_edu: HistoryEdu,
  hotel: Hotel,
  how_to_reg: HowToReg,
  list_alt: ListAlt,
  library_books: LibraryBooks,
  calendar_view_week: CalendarViewWeek,
  local_library: LocalLibrary,
  lock: Lock,
  manage_accounts: ManageAccounts,
  mark_email_read: MarkEmailRead,
  menu_book: MenuBook,
  more_horiz: MoreHoriz,
  payments: Payments,
  person_add: PersonAdd,
  point_of_sale: PointOfSale,
  qr_code_scanner: QrCodeScanner,
  receipt_long: ReceiptLong,
  route: Route,
  rule: Rule,
  school: School,
  search: Search,
  settings: Settings,
  storage: Storage,
  support_agent: SupportAgent,
  upload_file: UploadFile,
  vpn_key: VpnKey,
  work: Work,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Dashboard;
  return <Icon fontSize="small" />;
}
