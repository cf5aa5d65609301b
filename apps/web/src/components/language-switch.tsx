import Translate from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../lib/ui-store';

// The menu's code (popover, focus trap, transitions) downloads when it is first opened.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const language = useUi((s) => s.language);
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        onClick={(e) => {
          setMenuWanted(true);
          setAnchor(e.currentTarget);
        }}
        aria-label={t('common.language')}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {language.toUpperCase()}
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
