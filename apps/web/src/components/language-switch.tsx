import Translate from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../lib/ui-store';

// The menu's code (popper, transitions, menu list) downloads when it is first opened.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** The language menu button; the menu itself is components/language-menu.tsx. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const open = Boolean(anchor);
  const language = useUi((s) => s.language);
  const id = useId();
  const code = language.toUpperCase();
  const close = (focusButton: boolean) => {
    if (focusButton) anchor?.focus();
    setAnchor(null);
  };
  return (
    <>
      <Button
        id={`${id}-button`}
        color={color}
        startIcon={<Translate />}
        onClick={(e) => {
          setMenuWanted(true);
          setAnchor(anchor ? null : e.currentTarget);
        }}
        // The name starts with the visible code, so a speech-input user can say what they see (WCAG 2.5.3).
        aria-label={`${code} – ${t('common.language')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {code}
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu id={id} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
