import { toast, type ToastOptions } from 'react-toastify';
import { whenNotificationAreaUp } from './notification-area';

/** Screens close their toasts sooner than the library's 5000 ms default. */
export const NOTIFY_AUTO_CLOSE_MS = 3000;

type Show = (message: string, options: ToastOptions) => unknown;

const send = (show: Show, message: string, options?: ToastOptions) =>
  whenNotificationAreaUp(() => show(message, { autoClose: NOTIFY_AUTO_CLOSE_MS, ...options }));

/** The three notification types screens use; all go through the root notification area. */
export const notify = {
  success: (message: string, options?: ToastOptions) => send(toast.success, message, options),
  info: (message: string, options?: ToastOptions) => send(toast.info, message, options),
  error: (message: string, options?: ToastOptions) => send(toast.error, message, options),
};
