import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Badge, Box, Button, ClickAwayListener, Paper, Popper } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { landingRouteFor, menuFor, type MenuItem as MenuEntry, type SessionUser } from '@campus/shared';
import { MenuIcon as EntryIcon } from '../components/menu-icon';
import { useUi } from '../lib/ui-store';
import { STATUS_COLORS, StatusChoice, ThemeChoice } from './menu-controls';

const leaves = (items: MenuEntry[]): MenuEntry[] => items.flatMap((i) => (i.child?.length ? leaves(i.child) : [i]));
const linkSx = {
  color: 'text.primary',
  fontSize: 13,
  px: 1,
  textTransform: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&.active': { bgcolor: 'action.selected', color: 'primary.dark' },
} as const;

/** A menu entry with screens under it: a button that opens them as a panel of links. */
function Group({ item, current }: { item: MenuEntry; current: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The arrow key that opened the panel: its first (ArrowDown) or last (ArrowUp) link takes the focus.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const close = () => setAnchor(null);
  const panelId = `mega-${item.key}`;
  const panelLinks = () => [...(document.getElementById(panelId)?.querySelectorAll<HTMLElement>('a') ?? [])];

  useEffect(() => {
    const which = focusOnOpen.current;
    if (!anchor || !which) return;
    focusOnOpen.current = null;
    panelLinks()
      .at(which === 'first' ? 0 : -1)
      ?.focus();
  });

  /** Escape closes the panel; the arrow keys open it and move through its links instead of scrolling the page. */
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      close();
      anchor?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const down = e.key === 'ArrowDown';
    if (!anchor) {
      focusOnOpen.current = down ? 'first' : 'last';
      setAnchor(e.currentTarget.querySelector('button'));
      return;
    }
    const links = panelLinks();
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = at === -1 ? (down ? 0 : links.length - 1) : (at + (down ? 1 : links.length - 1)) % links.length;
    links[next]?.focus();
  };
  return (
    <ClickAwayListener onClickAway={close}>
      <Box onKeyDown={onKey}>
        <Button
          startIcon={<EntryIcon name={item.icon} />}
          endIcon={anchor ? <ExpandLess /> : <ExpandMore />}
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? panelId : undefined}
          onClick={(e) => setAnchor(anchor ? null : e.currentTarget)}
          sx={{ ...linkSx, ...(current ? { color: 'primary.main' } : {}) }}
        >
          {t(`menu.${item.name}`)}
        </Button>
        {/* In the page, not a portal: the panel's links belong to the main menu's landmark. */}
        <Popper
          open={Boolean(anchor)}
          anchorEl={anchor}
          placement="bottom-start"
          disablePortal
          // Fixed: the bar cuts what does not fit on its first row, and the panel must not be cut with it.
          popperOptions={{ strategy: 'fixed' }}
          sx={{ zIndex: (th) => th.zIndex.appBar }}
        >
          <Paper
            id={panelId}
            elevation={6}
            sx={{
              mt: 1,
              p: 1.5,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              width: 520,
              maxWidth: '90vw',
            }}
          >
            {leaves(item.child ?? []).map((child) => (
              <Button
                key={child.key}
                component={NavLink}
                to={child.link}
                end
                onClick={close}
                startIcon={<EntryIcon name={child.icon} />}
                sx={{ ...linkSx, justifyContent: 'flex-start' }}
              >
                {t(`menu.${child.name}`)}
              </Button>
            ))}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}

/**
 * How many of the bar's entries fit on its first row: the rest would wrap onto more rows, so they are
 * hidden (still laid out, so that they can be measured) and offered under More instead.
 */
function useEntriesOnOneRow(count: number) {
  const list = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () => {
      const items = [...ul.children] as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const onFirstRow = items.filter((li) => li.offsetTop === top).length;
      setFitting(onFirstRow);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    // An entry's width changes with the language while the bar's does not: each is watched too.
    for (const li of ul.children) observer.observe(li);
    return () => observer.disconnect();
  }, [count]);
  return { list, fitting: Math.min(fitting, count) };
}

/** The role's menu as one bar under the header, from 1280 px (spec 001 §9): screens as links, groups as panels. */
export function MegaMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const status = useUi((s) => s.userStatus);
  const menu = menuFor(user.roles, landingRouteFor(user.roles));
  const { list, fitting } = useEntriesOnOneRow(menu.length);
  const overflow = menu.slice(fitting);
  const more: MenuEntry | null = overflow.length
    ? { key: 'more', name: 'more', link: '#more', icon: 'more_horiz', permission: overflow[0]!.permission, child: overflow }
    : null;
  return (
    <Box
      component="nav"
      aria-label={t('common.mainMenu')}
      sx={{
        position: 'sticky',
        top: 64,
        zIndex: (th) => th.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        px: 2,
        py: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {/* One row: entries that would wrap stay laid out but hidden, and More offers them. */}
      <Box
        component="ul"
        ref={list}
        sx={{
          listStyle: 'none',
          m: 0,
          // Room for the focus ring of the first row, which the cut below would otherwise clip.
          py: 0.75,
          px: 0.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          flex: 1,
          minWidth: 0,
          maxHeight: 50,
          overflow: 'hidden',
        }}
      >
        {menu.map((item, i) => (
          <li key={item.key} aria-hidden={i >= fitting || undefined} style={i >= fitting ? { visibility: 'hidden' } : undefined}>
            {item.child?.length ? (
              <Group item={item} current={decodeURI(pathname).startsWith(item.link)} />
            ) : (
              <Button component={NavLink} to={item.link} end startIcon={<EntryIcon name={item.icon} />} sx={linkSx}>
                {t(`menu.${item.name}`)}
                {item.badge && <Badge color="secondary" badgeContent={item.badge} sx={{ ml: 1.5 }} />}
              </Button>
            )}
          </li>
        ))}
      </Box>
      {more && <Group item={more} current={false} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, alignSelf: 'flex-start' }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLORS[status] }} aria-hidden />
        <StatusChoice />
        <ThemeChoice />
      </Box>
    </Box>
  );
}
