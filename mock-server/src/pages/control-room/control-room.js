// The sandbox control room: plain DOM, every text set with textContent (emails and logs are
// untrusted), every call to /__sandbox as JSON with the sandbox key when one is needed.
(() => {
  const $ = (id) => document.getElementById(id);
  const KEY = 'stratus-sandbox-key';
  let info = null;
  let chosenEmail = null;
  let lastRequestId = 0;

  function el(tag, props = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(props)) {
      if (k === 'text') node.textContent = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v);
    }
    for (const c of children) if (c) node.append(c);
    return node;
  }

  function say(text, error = false) {
    const status = $('status');
    status.textContent = text;
    status.classList.toggle('error', error);
  }

  async function call(method, path, body) {
    const headers = {};
    const key = sessionStorage.getItem(KEY);
    if (key) headers['x-sandbox-key'] = key;
    if (method !== 'GET') headers['content-type'] = 'application/json';
    const res = await fetch(`/__sandbox${path}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const json = await res.json().catch(() => ({ message: res.statusText, data: null }));
    if (res.status === 401) $('key-form').hidden = false;
    if (!res.ok) throw new Error(json.message || `Failed (${res.status})`);
    return json;
  }

  async function act(method, path, body) {
    try {
      const json = await call(method, path, body);
      say(json.message);
      await refresh();
      return json.data;
    } catch (error) {
      say(error.message, true);
      return null;
    }
  }

  const time = (iso) => new Date(iso).toLocaleString();

  // ---- outbox ----
  function withLinks(text) {
    const pre = el('pre');
    const parts = text.split(/(https?:\/\/[^\s]+)/g);
    for (const part of parts) {
      if (/^https?:\/\//.test(part))
        pre.append(
          el('a', { href: part, target: '_blank', rel: 'noopener noreferrer', text: part }),
        );
      else pre.append(part);
    }
    return pre;
  }

  function showEmail(mail) {
    const box = $('outbox-message');
    box.replaceChildren();
    if (!mail) return box.append(el('p', { class: 'muted', text: 'Choose an email to read it.' }));
    const code = mail.kind === 'mfa' ? /\b(\d{6})\b/.exec(mail.text)?.[1] : null;
    box.append(
      el('h3', { text: mail.subject }),
      el('p', { class: 'muted', text: `From ${mail.from} to ${mail.to}, ${time(mail.sentAt)}` }),
      code
        ? el('p', {
            class: 'code',
            'aria-label': `Sign-in code ${code.split('').join(' ')}`,
            text: code,
          })
        : null,
      withLinks(mail.text),
    );
  }

  async function loadOutbox() {
    const to = $('outbox-to').value.trim();
    const { data } = await call('GET', `/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
    $('outbox-count').textContent = `(${data.length})`;
    const list = $('outbox-list');
    list.replaceChildren(
      ...data.slice(0, 100).map((mail) =>
        el(
          'li',
          {},
          el(
            'button',
            {
              type: 'button',
              class: 'item',
              'aria-current': String(mail.id === chosenEmail),
              onclick: () => {
                chosenEmail = mail.id;
                showEmail(mail);
                loadOutbox();
              },
            },
            el('strong', { text: mail.subject }),
            el('span', { class: 'meta', text: `${mail.to} · ${time(mail.sentAt)}` }),
          ),
        ),
      ),
    );
    if (data.length === 0) list.append(el('li', { class: 'snap muted', text: 'No emails yet.' }));
    const chosen = data.find((m) => m.id === chosenEmail);
    if (chosen) showEmail(chosen);
  }

  // ---- info: clock, scenarios, personas ----
  function renderInfo() {
    const { clock, scenarios, personas, portalUrl, datacenters } = info;
    $('portal-link').href = portalUrl;
    $('clock-summary').textContent = `${clock.paused ? 'Paused' : 'Running'} · ${time(clock.now)}`;
    const facts = [
      ['Sandbox time', time(clock.now)],
      ['State', clock.paused ? 'paused' : 'running'],
      ['Ahead of real time', `${clock.offsetMinutes} min`],
      ['Time scale', `${clock.timeScale}x`],
    ];
    $('clock').replaceChildren(
      ...facts.flatMap(([k, v]) => [el('dt', { text: k }), el('dd', { text: v })]),
    );
    if (document.activeElement !== $('time-scale')) $('time-scale').value = clock.timeScale;
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
    const select = $('datacenter');
    if (select.options.length === 0)
      select.append(...datacenters.map((d) => el('option', { value: String(d.id), text: d.name })));
  }

  async function loadScenarios() {
    const { data } = await call('GET', '/scenarios');
    $('consoles').checked = data.consolesUnavailable;
    $('quota').checked = data.quotaExceeded;
    if (document.activeElement !== $('latency')) $('latency').value = data.latencyMs;
  }

  // ---- snapshots ----
  async function loadSnapshots() {
    const { data } = await call('GET', '/snapshots');
    $('snapshots').replaceChildren(
      ...(data.length
        ? data.map((s) =>
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
                  onclick: () => act('POST', `/snapshots/${encodeURIComponent(s.name)}/load`),
                }),
                el('button', {
                  type: 'button',
                  class: 'secondary',
                  text: 'Delete',
                  onclick: () => act('DELETE', `/snapshots/${encodeURIComponent(s.name)}`),
                }),
              ),
            ),
          )
        : [el('li', { class: 'snap muted', text: 'No snapshot saved yet.' })]),
    );
  }

  // ---- request log ----
  const requestRows = [];
  async function loadRequests() {
    const { data } = await call('GET', `/requests?after=${lastRequestId}`);
    if (data.length === 0) return;
    lastRequestId = data[0].id;
    for (const entry of data.reverse()) {
      const row = el(
        'tr',
        {
          tabindex: '0',
          onclick: () => showRequest(entry.id, row),
          onkeydown: (e) => e.key === 'Enter' && showRequest(entry.id, row),
        },
        el('td', { text: new Date(entry.at).toLocaleTimeString() }),
        el('td', { class: 'path', text: `${entry.method} ${entry.path}` }),
        el('td', { class: entry.status >= 400 ? 'bad' : '', text: String(entry.status) }),
        el('td', { text: String(entry.latencyMs) }),
        el('td', { text: entry.user ?? '' }),
      );
      requestRows.unshift(row);
    }
    requestRows.splice(200);
    $('requests').replaceChildren(...requestRows);
  }

  async function showRequest(id, row) {
    for (const r of requestRows) r.setAttribute('aria-selected', String(r === row));
    const box = $('request-detail');
    try {
      const { data } = await call('GET', `/requests/${id}`);
      box.replaceChildren(
        el('h3', { text: `${data.method} ${data.path} → ${data.status}` }),
        ...(data.problems.length
          ? [el('p', { class: 'bad', text: data.problems.join('; ') })]
          : []),
        el('strong', { text: 'Request' }),
        el('pre', { text: JSON.stringify(data.requestBody, null, 2) }),
        el('strong', { text: 'Response' }),
        el('pre', { text: JSON.stringify(data.responseBody, null, 2) }),
      );
    } catch (error) {
      box.replaceChildren(el('p', { class: 'bad', text: error.message }));
    }
  }

  async function refresh() {
    try {
      info = (await call('GET', '/info')).data;
      renderInfo();
      await Promise.all([loadOutbox(), loadScenarios(), loadSnapshots(), loadRequests()]);
    } catch (error) {
      say(error.message, true);
    }
  }

  // ---- wiring ----
  const submit = (id, fn) =>
    $(id).addEventListener('submit', (e) => {
      e.preventDefault();
      fn();
    });
  const click = (id, fn) => $(id).addEventListener('click', fn);

  submit('key-form', () => {
    sessionStorage.setItem(KEY, $('key').value.trim());
    $('key-form').hidden = true;
    refresh();
  });
  $('outbox-to').addEventListener('input', () => loadOutbox().catch(() => {}));
  click('clock-pause', () => act('POST', '/clock/pause'));
  click('clock-resume', () => act('POST', '/clock/resume'));
  submit('clock-forward', () =>
    act('POST', '/clock/fastForward', { minutes: Number($('forward-minutes').value) }),
  );
  submit('clock-scale', () =>
    act('PUT', '/clock/timeScale', { scale: Number($('time-scale').value) }),
  );
  submit('fail-form', () =>
    act('PATCH', '/scenarios', {
      failNextCreation: {
        resourceType: $('fail-type').value,
        stage: $('fail-stage').value,
        message: $('fail-message').value,
      },
    }),
  );
  click('fail-off', () => act('PATCH', '/scenarios', { failNextCreation: null }));
  $('consoles').addEventListener('change', (e) =>
    act('PATCH', '/scenarios', { consolesUnavailable: e.target.checked }),
  );
  $('quota').addEventListener('change', (e) =>
    act('PATCH', '/scenarios', { quotaExceeded: e.target.checked }),
  );
  submit('latency-form', () =>
    act('PATCH', '/scenarios', { latencyMs: Number($('latency').value) }),
  );
  submit('errors-form', () =>
    act('PATCH', '/scenarios', {
      serverErrors: {
        rate: Number($('error-rate').value) / 100,
        paths: $('error-paths')
          .value.split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      },
    }),
  );
  click('errors-off', () => act('PATCH', '/scenarios', { serverErrors: null }));
  const dc = () => $('datacenter').value;
  click('dc-init', () =>
    act('POST', `/datacenters/${dc()}/initialize`, { minutes: Number($('dc-minutes').value) }),
  );
  click('dc-maint', () =>
    act('POST', `/datacenters/${dc()}/maintenance`, { reason: $('dc-reason').value }),
  );
  click('dc-clear', () => act('DELETE', `/datacenters/${dc()}/outage`));
  submit('snapshot-form', () =>
    act('POST', '/snapshots', { name: $('snapshot-name').value.trim() }),
  );
  click('reset', () => {
    if (confirm('Reset the whole sandbox to its seed? Every change and session ends.'))
      act('POST', '/reset');
  });

  refresh();
  setInterval(() => {
    if (!document.hidden) refresh();
  }, 3000);
})();
