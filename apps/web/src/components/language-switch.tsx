import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../lib/ui-store';
import { LANGUAGES } from '../i18n';

const LABELS = { en: 'English', de: 'Deutsch' } as const;

export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = useUi((s) => s.language);
  const setLanguage = useUi((s) => s.setLanguage);
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('common.language')}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            selected={lng === language}
            onClick={() => {
              setLanguage(lng);
              setAnchor(null);
            }}
          >
            {LABELS[lng]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
