/** The page of one's notifications (apart from the bell, so that the router loads no part of it). */
export const NOTIFICATIONS_PATH = '/app/Notifications';
/** The office's messages: the delivery log, the templates and a test send (the menu's `messages` entry). */
export const MESSAGES_PATH = '/app/Admin/Messages';
