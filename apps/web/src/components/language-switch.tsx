import Translate from '@mui/icons-material/Translate';
import { Button, ClickAwayListener, Grow, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../lib/ui-store';
import { LANGUAGES } from '../i18n';

const LABELS = { en: 'English', de: 'Deutsch' } as const;

/**
 * The language menu button. The menu opens in place (not in a portal at the end of the page) so that it stays
 * inside the landmark of its button, and it is not modal: Escape, Tab or a click elsewhere closes it.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const language = useUi((s) => s.language);
  const setLanguage = useUi((s) => s.setLanguage);
  const id = useId();
  const code = language.toUpperCase();
  const close = () => {
    anchor?.focus();
    setAnchor(null);
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' && e.key !== 'Tab') return;
    e.preventDefault();
    close();
  };
  return (
    <>
      <Button
        id={`${id}-button`}
        color={color}
        startIcon={<Translate />}
        onClick={(e) => setAnchor(anchor ? null : e.currentTarget)}
        // The name starts with the visible code, so a speech-input user can say what they see (WCAG 2.5.3).
        aria-label={`${code} – ${t('common.language')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {code}
      </Button>
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
              <ClickAwayListener onClickAway={(e) => !anchor?.contains(e.target as Node) && setAnchor(null)}>
                <MenuList id={`${id}-menu`} aria-labelledby={`${id}-button`} autoFocusItem={open} onKeyDown={onMenuKey}>
                  {LANGUAGES.map((lng) => (
                    <MenuItem
                      key={lng}
                      selected={lng === language}
                      onClick={() => {
                        setLanguage(lng);
                        close();
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
    </>
  );
}
