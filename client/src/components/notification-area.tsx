import 'react-toastify/dist/ReactToastify.css';
import '@/styles/notifications.css';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { notificationAreaMounted } from '@/lib/notification-area';

/** The one notification area, bottom left; toasts sent before it mounted show once it has. */
export function NotificationArea() {
  useEffect(notificationAreaMounted, []);
  return (
    <ToastContainer
      position="bottom-left"
      autoClose={5000}
      newestOnTop
      closeOnClick
      pauseOnHover
      hideProgressBar
      draggablePercent={80}
    />
  );
}
