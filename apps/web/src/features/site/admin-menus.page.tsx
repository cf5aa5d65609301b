import { Box, List, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingRouteFor, menuFor, type MenuItem } from '@campus/shared';
import { MenuIcon } from '../../components/menu-icon';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

interface Group {
  key: string;
  /** An i18n key. */
  title: string;
  items: MenuItem[];
}

/** As the sidebar: the entries without children together first, then each entry with children as a group of its own. */
function menuGroups(menu: MenuItem[]): Group[] {
  const main: Group = { key: 'main', title: 'site.adminMenus.main', items: menu.filter((i) => !i.child?.length) };
  const groups = menu.filter((i) => i.child?.length).map((i) => ({ key: i.key, title: `menu.${i.name}`, items: i.child ?? [] }));
  return [main, ...groups].filter((g) => g.items.length > 0);
}

/** `/app/Admin Menus` (spec 001 §2, the header logo's link): every screen the user may open. */
export function AdminMenusPage() {
  const { t } = useTranslation();
  const user = useSession();
  if (!user) return null;
  const groups = menuGroups(menuFor(user.roles, landingRouteFor(user.roles)));
  return (
    <>
      <PageHeader title={t('site.adminMenus.title')} subtitle={t('site.adminMenus.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          alignItems: 'start',
        }}
      >
        {groups.map((group) => (
          <Paper key={group.key} component="section" aria-labelledby={`menu-group-${group.key}`} sx={{ p: 2 }}>
            <Typography id={`menu-group-${group.key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {t(group.title)}
            </Typography>
            <List dense disablePadding>
              {group.items.map((item) => (
                <li key={item.key}>
                  <ListItemButton component={Link} to={item.link} sx={{ borderRadius: 1 }}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <MenuIcon name={item.icon} />
                    </ListItemIcon>
                    <ListItemText primary={t(`menu.${item.name}`)} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
    </>
  );
}
