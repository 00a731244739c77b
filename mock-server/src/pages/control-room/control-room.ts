// The sandbox control room, built for the browser when the sandbox serves it.
import type { FailNextCreation } from '@contract/sandbox';
import { $, say } from './dom';
import { loadOutbox } from './outbox-panel';
import { wirePersonalise } from './personalise-panel';
import { loadRequests, wireRequestPager } from './request-log-panel';
import { changes, reads, run, useKey, type Change } from './sandbox-calls';
import { applySchemeFrom } from './scheme';
import { loadScenarios, loadSnapshots, renderInfo } from './world-panels';

applySchemeFrom(location.search, document.documentElement);

async function refresh() {
  try {
    renderInfo(await reads.info());
    await Promise.all([loadOutbox(), loadScenarios(), loadSnapshots(act), loadRequests()]);
  } catch (error) {
    say((error as Error).message, true);
  }
}

/** Changes started so far: only the latest one's answer is said (an earlier may answer later). */
let changesStarted = 0;

async function act(change: Change) {
  const mine = ++changesStarted;
  try {
    const { message } = await run(change);
    if (mine === changesStarted) say(message);
    await refresh();
  } catch (error) {
    if (mine === changesStarted) say((error as Error).message, true);
  }
}

const value = (id: string) => $<HTMLInputElement | HTMLSelectElement>(id).value;
const number = (id: string) => Number(value(id));
const submit = (id: string, change: () => Change) =>
  $(id).addEventListener('submit', (e) => {
    e.preventDefault();
    void act(change());
  });
const click = (id: string, change: () => Change | null) =>
  $(id).addEventListener('click', () => {
    const next = change();
    if (next) void act(next);
  });
const toggle = (id: string, change: (on: boolean) => Change) =>
  $(id).addEventListener('change', () => act(change($<HTMLInputElement>(id).checked)));

$('key-form').addEventListener('submit', (e) => {
  e.preventDefault();
  useKey(value('key').trim());
  $('key-form').hidden = true;
  void refresh();
});
$('outbox-to').addEventListener('input', () => loadOutbox().catch(() => {}));
click('clock-pause', changes.pause);
click('clock-resume', changes.resume);
submit('clock-forward', () => changes.fastForward({ minutes: number('forward-minutes') }));
submit('clock-scale', () => changes.timeScale({ scale: number('time-scale') }));
submit('fail-form', () =>
  changes.scenarios({
    failNextCreation: {
      resourceType: value('fail-type') as FailNextCreation['resourceType'],
      stage: value('fail-stage') as FailNextCreation['stage'],
      message: value('fail-message'),
    },
  }),
);
click('fail-off', () => changes.scenarios({ failNextCreation: null }));
toggle('consoles', (on) => changes.scenarios({ consolesUnavailable: on }));
toggle('quota', (on) => changes.scenarios({ quotaExceeded: on }));
submit('latency-form', () => changes.scenarios({ latencyMs: number('latency') }));
submit('errors-form', () =>
  changes.scenarios({
    serverErrors: {
      rate: number('error-rate') / 100,
      paths: value('error-paths')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    },
  }),
);
click('errors-off', () => changes.scenarios({ serverErrors: null }));
click('dc-init', () => changes.initialize(value('datacenter'), { minutes: number('dc-minutes') }));
click('dc-maint', () => changes.maintenance(value('datacenter'), { reason: value('dc-reason') }));
click('dc-clear', () => changes.backInService(value('datacenter')));
submit('snapshot-form', () => changes.saveSnapshot({ name: value('snapshot-name').trim() }));
click('reset', () =>
  confirm('Reset the whole sandbox to its seed? Every change and session ends.')
    ? changes.reset()
    : null,
);
wireRequestPager();
wirePersonalise(act);

void refresh();
setInterval(() => {
  if (!document.hidden) void refresh();
}, 3000);
