import { seedFromPlan } from '../seed';
import { admin, company, teams, type Scenario } from './scenario';

const ACME = company({
  key: 'acme',
  name: 'Northwind Logistics',
  domain: 'northwind.example',
  datacenterIds: [1, 2, 6],
  generatedUsers: 10,
  vmScale: 0.4,
  teams: teams('Platform', ['Web Shop', 'Platform'], 'Data', 'Finance Apps'),
});
const SIGNS_IN_AS = { email: 'customer@example.com', password: 'Customer#Demo2026' };

/** A direct customer: one company, a handful of teams and VMs, the provider's own portal. */
export const demoDirect: Scenario = {
  name: 'demo-direct',
  title: 'Direct customer',
  description: 'One company running a handful of teams and VMs on its own account',
  signsInAs: SIGNS_IN_AS,
  make: (config, now) =>
    seedFromPlan(config, now, {
      seed: 3401,
      personas: {
        companies: [ACME],
        users: [admin(ACME, { ...SIGNS_IN_AS, firstName: 'Dana', lastName: 'Whitfield' })],
      },
      networks: [
        {
          company: ACME.key,
          name: 'Backend Services',
          description: 'Application servers and internal APIs behind the gateway',
          datacenterId: 1,
          networkType: 'standard',
          cidrBlock: '10.30.0.0/24',
          daysAgo: 40,
        },
      ],
    }),
};
