import { describe, expect, it } from 'vitest';
import { editChanges } from './edit-changes';

const original = { name: 'web-01', teamId: 3 };

describe('editChanges', () => {
  it('is null when nothing changed, whitespace around the name included', () => {
    expect(editChanges(original, { name: ' web-01  ', teamId: 3 })).toBeNull();
  });

  it('sends only the changed name, trimmed', () => {
    expect(editChanges(original, { name: ' web-02 ', teamId: 3 })).toEqual({ name: 'web-02' });
  });

  it('sends null to unassign the team (option 0)', () => {
    expect(editChanges(original, { name: 'web-01', teamId: 0 })).toEqual({ teamId: null });
  });

  it('assigns a team to an unassigned VM', () => {
    expect(editChanges({ name: 'a', teamId: null }, { name: 'a', teamId: 5 })).toEqual({
      teamId: 5,
    });
    expect(editChanges({ name: 'a', teamId: null }, { name: 'a', teamId: 0 })).toBeNull();
  });
});
