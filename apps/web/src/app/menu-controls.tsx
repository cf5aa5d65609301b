import Palette from '@mui/icons-material/Palette';
import { Box, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES, USER_STATUSES, useUi, type UserStatus } from '../lib/ui-store';

export const STATUS_COLORS: Record<UserStatus, string> = { online: '#2e7d32', idle: '#ed6c02', bussy: '#d32f2f', offline: '#9e9e9e' };

/** A small borderless dropdown of the menu (user status, theme). */
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

/** The user's status (spec 001: online, idle, bussy, offline; local only). */
export function StatusChoice() {
  const { t } = useTranslation();
  const status = useUi((s) => s.userStatus);
  const setStatus = useUi((s) => s.setUserStatus);
  return (
    <CompactSelect
      label={t('common.userStatus')}
      value={status}
      options={USER_STATUSES.map((v) => ({ value: v, label: t(`common.status.${v}`) }))}
      onChange={setStatus}
      fontSize={12}
    />
  );
}

/** Mint (default) or Monochrome; kept in the persisted ui slice. */
export function ThemeChoice() {
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
