import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from './api/notifications';
import { NOTIFICATIONS_PATH } from './notifications-path';

/** The header's bell: one's unread notifications counted, and the way to them. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread > 0 ? t('common.notificationsUnread', { count: unread }) : t('common.notifications');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to={NOTIFICATIONS_PATH} aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99} data-testid="unread-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
