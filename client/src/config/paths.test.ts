import { describe, expect, it } from 'vitest';
import { isSignedInPath, paths } from './paths';

describe('isSignedInPath', () => {
  it('knows the signed-in screens, with or without an id or query', () => {
    expect(isSignedInPath(paths.dashboard())).toBe(true);
    expect(isSignedInPath(paths.virtualMachineDetails(7))).toBe(true);
    expect(isSignedInPath('/virtualMachineDetails/')).toBe(true);
    expect(isSignedInPath(paths.networkDetails(3))).toBe(true);
    expect(isSignedInPath(paths.team(2))).toBe(true);
    expect(isSignedInPath(paths.support())).toBe(true);
  });

  it('leaves the public screens and unknown paths out', () => {
    for (const path of [paths.home(), paths.login(), paths.findPartner(), paths.logout()]) {
      expect(isSignedInPath(path)).toBe(false);
    }
    expect(isSignedInPath('/no/such/page')).toBe(false);
    expect(isSignedInPath('/dashboards')).toBe(false);
  });
});
