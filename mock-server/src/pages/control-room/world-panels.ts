import type { SandboxInfo } from '@contract/sandbox';
import { $, el, time } from './dom';
import { changes, reads, type Change, type Wire } from './sandbox-calls';

/** The clock, the scenarios that are on, the personas and the datacenters, from /info. */
export function renderInfo({
  clock,
  scenarios,
  personas,
  portalUrl,
  datacenters,
}: Wire<SandboxInfo>) {
  $<HTMLAnchorElement>('portal-link').href = portalUrl;
  $('clock-summary').textContent = `${clock.paused ? 'Paused' : 'Running'} · ${time(clock.now)}`;
  const facts = [
    ['Sandbox time', time(clock.now)],
    ['State', clock.paused ? 'paused' : 'running'],
    ['Ahead of real time', `${clock.offsetMinutes} min`],
    ['Time scale', `${clock.timeScale}x`],
  ];
  $('clock').replaceChildren(
    ...facts.flatMap(([k, v]) => [el('dt', { text: k ?? '' }), el('dd', { text: v ?? '' })]),
  );
  const scale = $<HTMLInputElement>('time-scale');
  if (document.activeElement !== scale) scale.value = String(clock.timeScale);
  $('active-scenarios').replaceChildren(
    ...(scenarios.length
      ? scenarios.map((s) => el('li', { text: s.label }))
      : [el('li', { text: 'No scenario on' })]),
  );
  $('personas-card').hidden = personas.length === 0;
  $('personas').replaceChildren(
    ...personas.map((p) =>
      el(
        'li',
        {},
        el(
          'a',
          {
            href: `${portalUrl}/login?persona=${encodeURIComponent(p.email)}`,
            target: '_blank',
            rel: 'noopener noreferrer',
          },
          el('strong', { text: `Sign in as ${p.name}` }),
          el('small', { text: `${p.email} · ${p.demonstrates}` }),
        ),
      ),
    ),
  );
  const select = $<HTMLSelectElement>('datacenter');
  if (select.options.length === 0)
    select.append(...datacenters.map((d) => el('option', { value: String(d.id), text: d.name })));
}

export async function loadScenarios() {
  const scenarios = await reads.scenarios();
  $<HTMLInputElement>('consoles').checked = scenarios.consolesUnavailable;
  $<HTMLInputElement>('quota').checked = scenarios.quotaExceeded;
  const latency = $<HTMLInputElement>('latency');
  if (document.activeElement !== latency) latency.value = String(scenarios.latencyMs);
}

export async function loadSnapshots(act: (change: Change) => unknown) {
  const snapshots = await reads.snapshots();
  $('snapshots').replaceChildren(
    ...(snapshots.length
      ? snapshots.map((s) =>
          el(
            'li',
            { class: 'snap' },
            el(
              'span',
              {},
              el('strong', { text: s.name }),
              el('span', { class: 'meta', text: time(s.savedAt) }),
            ),
            el(
              'span',
              { class: 'row' },
              el('button', {
                type: 'button',
                text: 'Load',
                // Like a reset, a load replaces the whole world and ends every session.
                onclick: () =>
                  confirm(
                    `Load the snapshot "${s.name}"? The whole sandbox becomes that snapshot: every change since and every session ends.`,
                  ) && act(changes.loadSnapshot(s.name)),
              }),
              el('button', {
                type: 'button',
                class: 'secondary',
                text: 'Delete',
                onclick: () => act(changes.deleteSnapshot(s.name)),
              }),
            ),
          ),
        )
      : [el('li', { class: 'snap muted', text: 'No snapshot saved yet.' })]),
  );
}
