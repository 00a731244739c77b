import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/** The one notification area, bottom left. */
export function NotificationArea() {
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
