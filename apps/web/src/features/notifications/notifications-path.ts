/** The page of one's notifications (apart from the bell, so that the router loads no part of it). */
export const NOTIFICATIONS_PATH = '/app/Notifications';
