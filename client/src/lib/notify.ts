import { toast, type Id, type ToastOptions } from 'react-toastify';
import { withPrefix } from '@/api/api-error';
import { requestNotificationArea } from './notification-area';

/** Screens close their toasts sooner than the library's 5000 ms default. */
export const NOTIFY_AUTO_CLOSE_MS = 3000;

const withDefaults = (options?: ToastOptions): ToastOptions => {
  requestNotificationArea();
  return { autoClose: NOTIFY_AUTO_CLOSE_MS, ...options };
};

/** The three notification types screens use; all go through the root notification area. */
export const notify = {
  success: (message: string, options?: ToastOptions): Id =>
    toast.success(message, withDefaults(options)),
  info: (message: string, options?: ToastOptions): Id => toast.info(message, withDefaults(options)),
  error: (message: string, options?: ToastOptions): Id =>
    toast.error(message, withDefaults(options)),
  /** "{prefix}: {message}" where the error carries a message, else the prefix alone. */
  errorWithPrefix: (prefix: string, error: unknown, options?: ToastOptions): Id =>
    toast.error(withPrefix(prefix, error), withDefaults(options)),
};
