import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { DocumentBranding } from '@/shell/document-branding';

/** Wraps every screen: tab title and icon, and the one notification area. */
export function RootLayout() {
  return (
    <>
      <DocumentBranding />
      <Outlet />
      <ToastContainer
        position="bottom-left"
        autoClose={5000}
        newestOnTop
        closeOnClick
        pauseOnHover
        hideProgressBar
        draggablePercent={80}
      />
    </>
  );
}
