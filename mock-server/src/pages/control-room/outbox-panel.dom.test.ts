// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { showEmail } from './outbox-panel';

const invitation = {
  id: 1,
  from: 'no-reply@stratus.example',
  to: 'ana@example.com',
  subject: 'You are invited',
  text: 'Accept at https://portal.example/confirm?token=abc',
  kind: 'invitation' as const,
  sentAt: '2026-01-05T10:00:00.000Z',
};

describe('the email viewer', () => {
  beforeEach(() => {
    document.body.innerHTML = '<article id="outbox-message"></article>';
  });

  it('shows the header, then the body, with nothing between them when there is no code', () => {
    showEmail(invitation);
    const box = document.getElementById('outbox-message') as HTMLElement;
    expect(box.textContent).not.toContain('null');
    expect([...box.childNodes].map((node) => node.nodeName)).toEqual(['H3', 'P', 'PRE']);
    expect(box.querySelector('a')?.getAttribute('href')).toBe(
      'https://portal.example/confirm?token=abc',
    );
  });

  it('spells out a sign-in code between them', () => {
    showEmail({ ...invitation, kind: 'mfa', text: 'Your code is 123456.' });
    const code = document.querySelector('#outbox-message .code');
    expect(code?.textContent).toBe('123456');
    expect(code?.getAttribute('aria-label')).toBe('Sign-in code 1 2 3 4 5 6');
  });
});
