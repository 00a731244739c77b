import type { RequestLogEntry } from '@contract/sandbox';
import { $, el } from './dom';
import { logPage } from './log-pages';
import { reads, type Wire } from './sandbox-calls';

// The sandbox keeps its last calls; the page shows them a screenful at a time.
const PAGE_SIZE = 20;
let entries: Wire<RequestLogEntry>[] = [];
let page = 0;
let chosen: number | null = null;

async function showRequest(id: number) {
  chosen = id;
  render();
  const box = $('request-detail');
  try {
    const call = await reads.request(id);
    box.replaceChildren(
      el('h3', { text: `${call.method} ${call.path} → ${call.status}` }),
      ...(call.problems.length ? [el('p', { class: 'bad', text: call.problems.join('; ') })] : []),
      el('strong', { text: 'Request' }),
      el('pre', { text: JSON.stringify(call.requestBody, null, 2) }),
      el('strong', { text: 'Response' }),
      el('pre', { text: JSON.stringify(call.responseBody, null, 2) }),
    );
  } catch (error) {
    box.replaceChildren(el('p', { class: 'bad', text: (error as Error).message }));
  }
}

function row(entry: Wire<RequestLogEntry>) {
  return el(
    'tr',
    {
      tabindex: '0',
      'aria-selected': String(entry.id === chosen),
      onclick: () => showRequest(entry.id),
      onkeydown: (e) => (e as KeyboardEvent).key === 'Enter' && showRequest(entry.id),
    },
    el('td', { text: new Date(entry.at).toLocaleTimeString() }),
    el('td', { class: 'path', text: `${entry.method} ${entry.path}` }),
    el('td', { class: entry.status >= 400 ? 'bad' : '', text: String(entry.status) }),
    el('td', { class: 'ms', text: String(entry.latencyMs) }),
    el('td', { class: 'user', text: entry.user ?? '' }),
  );
}

function render() {
  const shown = logPage(entries.length, page, PAGE_SIZE);
  page = shown.page;
  $('requests').replaceChildren(...entries.slice(shown.start, shown.end).map(row));
  $('requests-range').textContent = shown.label;
  $<HTMLButtonElement>('requests-newer').disabled = !shown.hasNewer;
  $<HTMLButtonElement>('requests-older').disabled = !shown.hasOlder;
}

export async function loadRequests() {
  entries = await reads.requests(0);
  render();
}

export function wireRequestPager() {
  const turn = (by: number) => () => {
    page += by;
    render();
  };
  $('requests-newer').addEventListener('click', turn(-1));
  $('requests-older').addEventListener('click', turn(1));
}
