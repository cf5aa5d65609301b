import { Menu, MenuItem } from '@mui/material';
import { useUi } from '../lib/ui-store';
import { LANGUAGES } from '../i18n';

const LABELS = { en: 'English', de: 'Deutsch' } as const;

/** The languages to choose from, below the language button. */
export function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const language = useUi((s) => s.language);
  const setLanguage = useUi((s) => s.setLanguage);
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          selected={lng === language}
          onClick={() => {
            setLanguage(lng);
            onClose();
          }}
        >
          {LABELS[lng]}
        </MenuItem>
      ))}
    </Menu>
  );
}
