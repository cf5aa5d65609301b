import Apps from '@mui/icons-material/Apps';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Palette from '@mui/icons-material/Palette';
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
  MenuItem,
  Select,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { landingRouteFor, menuFor, roleLabel, type MenuItem as MenuEntry, type SessionUser } from '@campus/shared';
import { LanguageSwitch } from '../components/language-switch';
import { MenuIcon as EntryIcon } from '../components/menu-icon';
import { imageDataUrl } from '../lib/api';
import { useCollegeTimeZone, useLogos } from '../lib/college';
import { signOut, useSession } from '../lib/session';
import { THEME_NAMES, USER_STATUSES, useUi, type UserStatus } from '../lib/ui-store';

const DRAWER_WIDTH = 240;
const STATUS_COLORS: Record<UserStatus, string> = { online: '#2e7d32', idle: '#ed6c02', bussy: '#d32f2f', offline: '#9e9e9e' };

function Header({ user, onMenu }: { user: SessionUser; onMenu: () => void }) {
  const { t } = useTranslation();
  const role = user.roles[0];
  // The spec's upper-case header, with the role's name in the chosen language rather than its code.
  const roleName = role ? t(`roles.${role}`, { defaultValue: roleLabel(role) }).toUpperCase() : '';
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const logos = useLogos().data;
  const banner = imageDataUrl(logos?.Banner);
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
        {user.roles.length > 0 && <AdminMenusLink logo={imageDataUrl(logos?.Logo)} />}
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
        <Box
          data-testid="header-user-compact"
          sx={{ textAlign: 'right', lineHeight: 1.2, display: { xs: 'block', sm: 'none' }, fontSize: 11, minWidth: 0, overflow: 'hidden' }}
        >
          <Box sx={{ fontWeight: 700, whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
            {user.username.toUpperCase()}
          </Box>
          <Box sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>{roleName}</Box>
          <Box sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>{user.fullName.toUpperCase()}</Box>
        </Box>
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

/** The college logo, linking to every screen the user may open (spec 001 §2 and §6: only for a user with roles). */
function AdminMenusLink({ logo }: { logo: string | null }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('common.adminMenus')}>
      <IconButton color="inherit" component={Link} to="/app/Admin Menus" aria-label={t('common.adminMenus')} sx={{ p: 0.5 }}>
        {logo ? (
          <Box component="img" src={logo} alt="" sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1, bgcolor: 'common.white' }} />
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

/** A small borderless dropdown of the sidebar (user status, theme). */
function CompactSelect<T extends string>(props: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  fontSize: number;
  grow?: boolean;
}) {
  return (
    <Select
      variant="standard"
      size="small"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      inputProps={{ 'aria-label': props.label }}
      sx={{ fontSize: props.fontSize, ...(props.grow ? { flex: 1 } : {}) }}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value} sx={{ fontSize: 13 }}>
          {o.label}
        </MenuItem>
      ))}
    </Select>
  );
}

function Sidebar({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const status = useUi((s) => s.userStatus);
  const setStatus = useUi((s) => s.setUserStatus);
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
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {user.fullName}
          </Typography>
          <CompactSelect
            label={t('common.userStatus')}
            value={status}
            options={USER_STATUSES.map((v) => ({ value: v, label: t(`common.status.${v}`) }))}
            onChange={setStatus}
            fontSize={12}
          />
        </Box>
      </Box>
      <Divider />
      <MenuTree items={menu} onNavigate={onNavigate} />
      <Divider />
      <ThemeChoice />
    </Box>
  );
}

/** Mint (default) or Monochrome; kept in the persisted ui slice. */
function ThemeChoice() {
  const { t } = useTranslation();
  const theme = useUi((s) => s.theme);
  const setTheme = useUi((s) => s.setTheme);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
      <Palette fontSize="small" color="action" />
      <CompactSelect
        label={t('common.theme')}
        value={theme}
        options={THEME_NAMES.map((v) => ({ value: v, label: t(v === 'mint' ? 'common.themeMint' : 'common.themeMonochrome') }))}
        onChange={setTheme}
        fontSize={13}
        grow
      />
    </Box>
  );
}

/** The signed-in frame: header, sidebar with the role's menu, and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Header user={user} onMenu={() => setMobileOpen(true)} />
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
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
