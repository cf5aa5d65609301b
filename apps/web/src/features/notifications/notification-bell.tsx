import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from './api/notifications';
import { NOTIFICATIONS_PATH } from './notifications-path';

/** The most the badge writes out; more reads `99+`. */
const MAX_SHOWN = 99;

/** The header's bell: one's unread notifications counted, and the way to them. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  // The link's name holds the figure as the badge writes it, so that what is seen is what is read out.
  const figure = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? t('common.notificationsUnread', { count: unread, figure }) : t('common.notifications');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to={NOTIFICATIONS_PATH} aria-label={label}>
        {unread > 0 ? (
          <Badge badgeContent={figure} color="error" data-testid="unread-count">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
