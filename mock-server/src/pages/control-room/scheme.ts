/**
 * The portal's Theme choice, which its Sandbox badge passes as ?scheme=light|dark (the control
 * room may be on another origin, so it cannot read the portal's storage): without it, or with
 * "system", the page follows the operating system.
 */
export function applySchemeFrom(search: string, root: HTMLElement): void {
  const scheme = new URLSearchParams(search).get('scheme');
  if (scheme === 'light' || scheme === 'dark') root.dataset.scheme = scheme;
}
