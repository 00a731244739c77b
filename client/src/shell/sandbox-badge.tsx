import { Envelope, Tools } from 'react-bootstrap-icons';
import type { ClockState, SandboxInfo } from '@contract/sandbox';
import { useSandboxInfo } from '@/api/sandbox/get-sandbox-info';
import { readColorSchemeChoice } from '@/lib/color-scheme';

/** The control room in the portal's Theme choice (it cannot read the portal's storage). */
export function controlRoomHref(url: string, choice = readColorSchemeChoice()): string {
  if (choice === 'system') return url;
  const href = new URL(url);
  href.searchParams.set('scheme', choice);
  return href.href;
}

/** How the sandbox's clock runs, in a few words ("Clock paused", "Time x20", "+90 min"). */
export function describeClock(clock: ClockState): string {
  const parts: string[] = [];
  if (clock.paused) parts.push('Clock paused');
  else if (clock.timeScale !== 1) parts.push(`Time x${Number(clock.timeScale.toFixed(2))}`);
  if (Math.round(clock.offsetMinutes) > 0) parts.push(`+${Math.round(clock.offsetMinutes)} min`);
  return parts.length ? parts.join(', ') : 'Real time';
}

/** What the badge says, also read out in full by screen readers. */
export function describeSandbox(info: SandboxInfo): string {
  const scenarios = info.scenarios.length
    ? info.scenarios.map((s) => s.label).join('; ')
    : 'no scenarios on';
  const emails = `${info.outboxCount} email${info.outboxCount === 1 ? '' : 's'} in the outbox`;
  return `Sandbox: ${describeClock(info.clock)}; ${scenarios}; ${emails}. Open the control room.`;
}

/**
 * Shown only when the API is this sandbox (the real provider has no /__sandbox/info): where the
 * world stands (clock, scenarios that are on, caught emails), one click from the control room.
 */
export function SandboxBadge() {
  const { data: info } = useSandboxInfo();
  if (!info) return null;
  return (
    <a
      className={`sandbox-badge${info.scenarios.length ? ' has-scenarios' : ''}`}
      href={controlRoomHref(info.controlRoomUrl)}
      target="_blank"
      rel="noopener"
      aria-label={describeSandbox(info)}
      // Collapsed it shows only its icon; open, a pointer still gets the whole sentence.
      title={describeSandbox(info)}
      data-testid="sandbox-badge"
      data-tour="controlRoom"
    >
      <span className="sandbox-badge-head">
        <Tools aria-hidden="true" />
        <span className="sidebar-label">Sandbox</span>
        <span className="sandbox-badge-mail sidebar-label" aria-hidden="true">
          <Envelope aria-hidden="true" /> {info.outboxCount}
        </span>
      </span>
      <span className="sandbox-badge-line sidebar-label" aria-hidden="true">
        {describeClock(info.clock)}
      </span>
      {/* Each incident in full, on lines of its own: none is cut to fit the sidebar. */}
      {info.scenarios.map((scenario) => (
        <span
          key={scenario.key}
          className="sandbox-badge-line sandbox-badge-scenario sidebar-label"
          aria-hidden="true"
        >
          {scenario.label}
        </span>
      ))}
    </a>
  );
}
