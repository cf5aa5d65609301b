import { ClickAwayListener, Grow, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useUi } from '../lib/ui-store';
import { LANGUAGES } from '../i18n';

const LABELS = { en: 'English', de: 'Deutsch' } as const;

/**
 * The languages to choose from, below the language button. The menu opens in place (not in a portal at the end
 * of the page) so that it stays inside the landmark of its button, and it is not modal: Escape, Tab or a click
 * elsewhere closes it.
 */
export function LanguageMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: (focusButton: boolean) => void }) {
  const open = Boolean(anchor);
  const language = useUi((s) => s.language);
  const setLanguage = useUi((s) => s.setLanguage);
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' && e.key !== 'Tab') return;
    e.preventDefault();
    onClose(true);
  };
  return (
    <Popper
      open={open}
      anchorEl={anchor}
      placement="bottom-end"
      transition
      disablePortal
      popperOptions={{ strategy: 'fixed' }}
      sx={{ zIndex: 'modal' }}
    >
      {({ TransitionProps }) => (
        <Grow {...TransitionProps} style={{ transformOrigin: 'right top' }}>
          <Paper elevation={8}>
            <ClickAwayListener onClickAway={(e) => !anchor?.contains(e.target as Node) && onClose(false)}>
              <MenuList id={`${id}-menu`} aria-labelledby={`${id}-button`} autoFocusItem={open} onKeyDown={onMenuKey}>
                {LANGUAGES.map((lng) => (
                  <MenuItem
                    key={lng}
                    selected={lng === language}
                    onClick={() => {
                      setLanguage(lng);
                      onClose(true);
                    }}
                  >
                    {LABELS[lng]}
                  </MenuItem>
                ))}
              </MenuList>
            </ClickAwayListener>
          </Paper>
        </Grow>
      )}
    </Popper>
  );
}
