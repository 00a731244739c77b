import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SandboxInfo } from '@contract/sandbox';
import { PersonaLinks } from './persona-links';

const answer = vi.hoisted(() => ({ data: null as unknown }));
vi.mock('@/api/sandbox/get-sandbox-info', () => ({ useSandboxInfo: () => answer }));

const info: SandboxInfo = {
  sandbox: true,
  controlRoomUrl: 'http://k3x9.localhost:4500/__sandbox/',
  portalUrl: 'http://k3x9.localhost:4500',
  datacenters: [],
  clock: { now: new Date(), paused: false, offsetMinutes: 0, timeScale: 1 },
  scenarios: [],
  outboxCount: 0,
  personas: [
    {
      email: 'trial@example.com',
      password: 'Trial#Demo2026',
      name: 'Mia Chen',
      demonstrates: 'A trial (sandbox) account',
    },
  ],
  hosted: { expiresAt: new Date('2026-12-09T10:00:00Z'), startUrl: 'http://localhost:4500/' },
};

const renderLinks = () =>
  render(
    <MemoryRouter>
      <PersonaLinks />
    </MemoryRouter>,
  );

describe('PersonaLinks', () => {
  it("links each of a hosted world's personas to its one-click sign-in", () => {
    answer.data = info;
    renderLinks();
    const nav = screen.getByRole('navigation', { name: 'Demo personas' });
    expect(nav.textContent).toContain('Mia Chen · A trial (sandbox) account');
    expect(screen.getByRole('link', { name: 'Mia Chen' }).getAttribute('href')).toBe(
      '/login?persona=trial%40example.com',
    );
  });

  it('shows nothing outside a hosted world, or without personas', () => {
    answer.data = { ...info, hosted: undefined };
    expect(renderLinks().container.innerHTML).toBe('');
    answer.data = { ...info, personas: [] };
    expect(renderLinks().container.innerHTML).toBe('');
  });
});
