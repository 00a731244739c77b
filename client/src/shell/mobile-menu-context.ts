import { createContext, useContext } from 'react';

/** The sidebar's element id, for aria-controls on the toggles that show or hide it. */
export const SIDEBAR_ID = 'app-sidebar';

export type MobileMenuControls = { isOpen: boolean; open: () => void };

/** Lets the page frame's menu toggle open the shell's slide-in menu. Null outside the shell. */
export const MobileMenuContext = createContext<MobileMenuControls | null>(null);

export const useMobileMenu = () => useContext(MobileMenuContext);
