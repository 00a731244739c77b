import { describe, expect, it } from 'vitest';
import { activeNavTarget, navItemsFor } from './nav-items';

describe('navItemsFor', () => {
  it('gives customers the six sidebar items in order', () => {
    expect(navItemsFor({ isReseller: false }).map((i) => i.label)).toEqual([
      'Dashboard',
      'Virtual Machines',
      'Networks',
      'Teams',
      'Users',
      'Support',
    ]);
  });

  it('adds Partner Center last for resellers', () => {
    expect(
      navItemsFor({ isReseller: true })
        .map((i) => i.label)
        .at(-1),
    ).toBe('Partner Center');
  });
});

describe('activeNavTarget', () => {
  it('highlights Users on the users list and on another user', () => {
    expect(activeNavTarget('/users', '', 7)).toBe('users');
    expect(activeNavTarget('/user', '?id=99', 7)).toBe('users');
  });

  it('highlights Profile on one’s own user screen', () => {
    expect(activeNavTarget('/user', '?id=7', 7)).toBe('profile');
  });

  it('highlights the section a nested path belongs to', () => {
    expect(activeNavTarget('/virtualMachineDetails/3/edit', '', 7)).toBe('virtualMachines');
    expect(activeNavTarget('/networks/5', '', 7)).toBe('networks');
    expect(activeNavTarget('/team', '?id=2', 7)).toBe('teams');
    expect(activeNavTarget('/support/faq', '', 7)).toBe('support');
    expect(activeNavTarget('/orderServices', '', 7)).toBe('partnerCenter');
  });

  it('does not confuse a path with a longer one sharing its start', () => {
    expect(activeNavTarget('/usersettings', '', 7)).toBeNull();
  });
});
