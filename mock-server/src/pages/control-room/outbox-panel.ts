import type { CaughtEmail } from '@contract/sandbox';
import { $, el, time } from './dom';
import { reads, type Wire } from './sandbox-calls';

type Email = Wire<CaughtEmail>;
let chosenEmail: number | null = null;

/** The body as text, its links clickable. */
function withLinks(text: string) {
  const pre = el('pre');
  for (const part of text.split(/(https?:\/\/[^\s]+)/g)) {
    if (/^https?:\/\//.test(part))
      pre.append(el('a', { href: part, target: '_blank', rel: 'noopener noreferrer', text: part }));
    else pre.append(part);
  }
  return pre;
}

/** A sign-in code stands out, spelled digit by digit for a screen reader. */
function signInCode(mail: Email) {
  const code = mail.kind === 'mfa' ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) return null;
  return el('p', {
    class: 'code',
    'aria-label': `Sign-in code ${code.split('').join(' ')}`,
    text: code,
  });
}

export function showEmail(mail: Email | undefined) {
  const box = $('outbox-message');
  box.replaceChildren();
  if (!mail) return box.append(el('p', { class: 'muted', text: 'Choose an email to read it.' }));
  box.append(
    el('h3', { text: mail.subject }),
    el('p', { class: 'muted', text: `From ${mail.from} to ${mail.to}, ${time(mail.sentAt)}` }),
    ...[signInCode(mail)].filter((node) => node !== null),
    withLinks(mail.text),
  );
}

export async function loadOutbox() {
  const emails = await reads.outbox($<HTMLInputElement>('outbox-to').value.trim());
  $('outbox-count').textContent = `(${emails.length})`;
  const list = $('outbox-list');
  list.replaceChildren(
    ...emails.slice(0, 100).map((mail) =>
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
              void loadOutbox();
            },
          },
          el('strong', { text: mail.subject }),
          el('span', { class: 'meta', text: `${mail.to} · ${time(mail.sentAt)}` }),
        ),
      ),
    ),
  );
  if (emails.length === 0) list.append(el('li', { class: 'snap muted', text: 'No emails yet.' }));
  const chosen = emails.find((m) => m.id === chosenEmail);
  if (chosen) showEmail(chosen);
}
