import { useBranding } from '@/lib/company-details';
import { ApplyBranding } from './apply-branding';

export { DEFAULT_TAB_ICON } from './apply-branding';

/**
 * Tab title and icon from the stored branding, on every screen, followed live: signing in (and
 * the console saving the user's own) re-brands the tab, signing out resets it. No screen asks
 * the API who the user is for this.
 */
export function DocumentBranding() {
  return <ApplyBranding branding={useBranding()} />;
}
