import type { Company, Team, VirtualMachine } from '../model/schema';

/** A plain Running VM for unit tests; pass only what the test is about. */
export function testVm(fields: Partial<VirtualMachine> & { id: number }): VirtualMachine {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    companyId: 1,
    name: `vm-${fields.id}`,
    sizeId: 1,
    custom: null,
    status: 'Running',
    transition: null,
    datacenterId: 1,
    imageId: 1,
    providerId: 1,
    teamId: null,
    username: 'ubuntu',
    sshPassword: 'secret',
    privateKeyPem: null,
    jobId: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

/** A plain team of company 1 (unless told) for unit tests. */
export function testTeam(id: number, parentTeamId: number | null, companyId = 1): Team {
  const at = '2026-01-01T00:00:00.000Z';
  return { id, companyId, name: `T${id}`, parentTeamId, createdAt: at, updatedAt: at };
}

/** The error a call throws; fails the test when it does not throw. */
export function refusalOf<E = Error>(fn: () => unknown): E {
  try {
    fn();
  } catch (err) {
    return err as E;
  }
  throw new Error('expected a refusal');
}

/** A plain direct-customer company for unit tests; pass only what the test is about. */
export function testCompany(fields: Partial<Company> & { id: number }): Company {
  return {
    name: `Company ${fields.id}`,
    domain: `company-${fields.id}.example`,
    isReseller: false,
    resellerId: null,
    resellerName: null,
    resellerEmail: null,
    logoPath: null,
    tabLogoPath: null,
    isTrial: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
