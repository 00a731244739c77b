/** A screen painted at build time, as the picker sees it. */
export type PickerScreen = { path: string; signedIn: boolean };

export type PickerOptions = {
  base: string;
  screens: PickerScreen[];
  /** The attribute of <html> that names the screen shown (its index in `screens`). */
  attribute: string;
  /** The storage keys read (the portal's STORAGE_KEYS). */
  keys: { token: string; companyDetails: string; sidebarCollapsed: string };
};

/**
 * Runs inline in the head of index.html, before the stylesheet: picks which of the screens
 * painted at build time this visit shows, if any, and names it on <html>, where the page's
 * inline style reveals it. A screen is shown only when the app is about to render it exactly as
 * it was painted: its path with no query string; the visitor signed in, or not, as the screen
 * expects; the product's own branding; the sidebar docked open. Otherwise nothing is shown, as
 * in a page without them.
 *
 * Serialized into the page with Function.prototype.toString: self-contained, nothing imported.
 */
export function pickFirstPaint(
  doc: Document,
  storage: Pick<Storage, 'getItem'>,
  where: { pathname: string; search: string },
  { base, screens, attribute, keys }: PickerOptions,
): void {
  if (where.search) return;
  const path = where.pathname.slice(base.length - 1) || '/';
  const token = storage.getItem(keys.token);
  let signedIn = false;
  if (token)
    try {
      const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
      signedIn = JSON.parse(atob(payload)).mfaVerified === true;
    } catch {
      signedIn = false;
    }
  const index = screens.findIndex((s) => s.path === path && s.signedIn === signedIn);
  if (index < 0) return;
  let branding: { logoUrl?: unknown; resellerName?: unknown } | null;
  try {
    branding = JSON.parse(storage.getItem(keys.companyDetails) ?? 'null');
  } catch {
    branding = null;
  }
  if (branding && (branding.logoUrl || branding.resellerName)) return;
  if (signedIn && storage.getItem(keys.sidebarCollapsed) === 'true') return;
  doc.documentElement.setAttribute(attribute, String(index));
}
