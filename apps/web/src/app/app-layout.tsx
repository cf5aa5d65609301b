import Apps from '@mui/icons-material/Apps';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Badge,
  Box,
  Collapse,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { landingRouteFor, menuFor, roleLabel, type MenuItem as MenuEntry, type SessionUser } from '@campus/shared';
import { LanguageSwitch } from '../components/language-switch';
import { NotificationBell } from '../features/notifications/notification-bell';
import { MenuIcon as EntryIcon } from '../components/menu-icon';
import { useCollegeImages, useCollegeTimeZone } from '../lib/college';
import { signOut, useSession } from '../lib/session';
import { useUi } from '../lib/ui-store';
import { MegaMenu } from './mega-menu';
import { STATUS_COLORS, StatusChoice, ThemeChoice } from './menu-controls';

const DRAWER_WIDTH = 240;

function Header({ user, onMenu }: { user: SessionUser; onMenu: () => void }) {
  const { t } = useTranslation();
  const role = user.roles[0];
  // The spec's upper-case header, with the role's name in the chosen language rather than its code.
  const roleName = role ? t(`roles.${role}`, { defaultValue: roleLabel(role) }).toUpperCase() : '';
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const images = useCollegeImages().data;
  const banner = images?.banner;
  // Dates shown and checked in the app are the college's: learn its time zone with the frame.
  useCollegeTimeZone();
  const logout = async () => {
    await signOut();
    navigate('/', { replace: true });
  };
  return (
    <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {!wide && (
          <IconButton color="inherit" edge="start" onClick={onMenu} aria-label={t('common.openMenu')}>
            <MenuIcon />
          </IconButton>
        )}
        {user.roles.length > 0 && <AdminMenusLink logo={images?.logo ?? null} />}
        <Box
          component={Link}
          to="/app"
          sx={{
            display: 'flex',
            alignItems: 'center',
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
            flexShrink: wide ? 1 : 0,
            overflow: 'hidden',
          }}
        >
          {banner && wide ? (
            <Box
              component="img"
              src={banner}
              alt={t('common.appTitle')}
              sx={{ height: 52, maxWidth: '100%', width: 520, objectFit: 'contain', objectPosition: 'left center', borderRadius: 1 }}
            />
          ) : (
            <Typography variant="h6" noWrap sx={{ fontWeight: 700 }}>
              {wide ? t('common.appTitle') : 'ERP'}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 8 }} />
        <Box
          data-testid="header-user"
          sx={{ textAlign: 'right', lineHeight: 1.3, display: { xs: 'none', sm: 'block' }, fontSize: 13, flexShrink: 0 }}
        >
          <div>
            {t('common.loginId')}: <b>{user.username.toUpperCase()}</b> · {t('common.role')}: <b>{roleName}</b>
          </div>
          <div>
            {t('common.name')}: <b>{user.fullName.toUpperCase()}</b>
          </div>
        </Box>
        <AccountButton user={user} roleName={roleName} />
        <NotificationBell />
        <LanguageSwitch />
        <Tooltip title={t('common.resetPassword')}>
          <IconButton color="inherit" component={Link} to="/ResetLoginPassword" aria-label={t('common.resetPassword')}>
            <LockReset />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('common.logout')}>
          <IconButton color="inherit" onClick={logout} aria-label={t('common.logout')}>
            <Logout />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}

/**
 * On a phone the header has no room for who is signed in: a button with the name's initial opens it,
 * each line labelled and the name wrapped rather than cut.
 */
function AccountButton({ user, roleName }: { user: SessionUser; roleName: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = Boolean(anchor);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('common.account')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, p: 0.5 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
          {user.fullName.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Popover
        id={id}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': t('common.account') } }}
      >
        <Box
          component="dl"
          data-testid="header-user-compact"
          sx={{
            m: 0,
            p: 2,
            maxWidth: 'calc(100vw - 32px)',
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.75,
            fontSize: 14,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 700, overflowWrap: 'anywhere' },
          }}
        >
          <dt>{t('common.loginId')}</dt>
          <dd>{user.username.toUpperCase()}</dd>
          <dt>{t('common.role')}</dt>
          <dd>{roleName}</dd>
          <dt>{t('common.name')}</dt>
          <dd data-testid="header-user-name">{user.fullName.toUpperCase()}</dd>
        </Box>
      </Popover>
    </>
  );
}

const MAIN_ID = 'main-content';

/** The first Tab stop of every signed-in page: straight to the screen, past the header and the menu. Seen only when focused. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('common.skipToContent')}
    </Box>
  );
}

/** The college logo, linking to every screen the user may open (spec 001 §2 and §6: only for a user with roles). */
function AdminMenusLink({ logo }: { logo: string | null }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('common.adminMenus')}>
      <IconButton
        color="inherit"
        component={Link}
        to="/app/Admin Menus"
        aria-label={t('common.adminMenus')}
        // The size of the logo from the first paint: the header does not move when the logo arrives.
        sx={{ p: 0.5, width: 48, height: 48 }}
      >
        {logo ? (
          <Box
            component="img"
            src={logo}
            alt={t('common.adminMenus')}
            sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1, bgcolor: 'common.white' }}
          />
        ) : (
          <Apps />
        )}
      </IconButton>
    </Tooltip>
  );
}

function MenuTree({ items, depth = 0, onNavigate }: { items: MenuEntry[]; depth?: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <List dense disablePadding>
      {items.map((item) => {
        const isOpen = open[item.key] ?? decodeURI(pathname).startsWith(item.link);
        if (item.child?.length) {
          return (
            <li key={item.key}>
              <ListItemButton onClick={() => setOpen({ ...open, [item.key]: !isOpen })} aria-expanded={isOpen} sx={{ pl: 2 + depth * 2 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <EntryIcon name={item.icon} />
                </ListItemIcon>
                <ListItemText primary={t(`menu.${item.name}`)} />
                {isOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={isOpen} unmountOnExit>
                <MenuTree items={item.child} depth={depth + 1} onNavigate={onNavigate} />
              </Collapse>
            </li>
          );
        }
        return (
          <li key={item.key}>
            <ListItemButton
              component={NavLink}
              to={item.link}
              end
              onClick={onNavigate}
              sx={{ pl: 2 + depth * 2, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <EntryIcon name={item.icon} />
              </ListItemIcon>
              <ListItemText primary={t(`menu.${item.name}`)} />
              {item.badge && <Badge color="secondary" badgeContent={item.badge} />}
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

function Sidebar({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const status = useUi((s) => s.userStatus);
  const menu = menuFor(user.roles, landingRouteFor(user.roles));
  return (
    <Box sx={{ overflow: 'auto' }} component="nav" aria-label={t('common.mainMenu')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <Badge
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{ '& .MuiBadge-badge': { bgcolor: STATUS_COLORS[status] } }}
        >
          <Avatar sx={{ bgcolor: 'primary.main' }}>{user.fullName.charAt(0)}</Avatar>
        </Badge>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }}>{user.fullName}</Typography>
          <StatusChoice />
        </Box>
      </Box>
      <Divider />
      <MenuTree items={menu} onNavigate={onNavigate} />
      <Divider />
      <ThemeChoice />
    </Box>
  );
}

/**
 * The signed-in frame (spec 001 §9): from 1280 px the role's menu is a mega-menu under the header;
 * below, a sidebar of 240 px, permanent from 960 px and a drawer on a phone.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const mega = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  if (!user) return null;
  // One tree in both layouts, so that crossing 1280 px does not remount the page and lose its state.
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Header user={user} onMenu={() => setMobileOpen(true)} />
      {!mega && (
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || mobileOpen}
          onClose={() => setMobileOpen(false)}
          // On a phone the menu opens as a dialog, which needs a name.
          slotProps={wide ? undefined : { paper: { 'aria-label': t('common.mainMenu') } }}
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <Sidebar user={user} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {mega && <MegaMenu user={user} />}
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
