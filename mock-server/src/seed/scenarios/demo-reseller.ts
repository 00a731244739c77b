import type { PersonaCompany } from '../fixtures';
import { seedFromPlan } from '../seed';
import { admin, company, teams, type Scenario } from './scenario';

const RESELLER = company({
  key: 'skyline',
  name: 'Skyline Cloud Services',
  domain: 'skyline.example',
  isReseller: true,
  resellerName: 'Skyline Cloud',
  resellerEmail: 'cloud@skyline.example',
  logoPath: '/branding/skyline-logo.svg',
  tabLogoPath: '/branding/skyline-tab.svg',
  datacenterIds: [9, 10, 11, 12],
  generatedUsers: 8,
  vmScale: 0.3,
  teams: teams('Customer Success', 'Solutions', 'Managed Services'),
});

const CUSTOMERS = [
  'Harbor Health',
  'Brightline Retail',
  'Copperleaf Insurance',
  'Fjord Analytics',
  'Granite Legal',
  'Juniper Schools',
  'Kestrel Aviation',
  'Lumen Media',
  'Meridian Foods',
  'Oakridge Energy',
  'Pinnacle Travel',
  'Quarry Manufacturing',
];
const REGIONS = [
  [1, 7],
  [2, 3],
  [6, 8],
  [9, 10],
];

/** Twelve customers of the reseller, each with two teams and a few VMs, branded as Skyline. */
const customers: PersonaCompany[] = CUSTOMERS.map((name, i) => {
  const key = name.toLowerCase().split(' ')[0] as string;
  return company({
    key,
    name,
    domain: `${key}.example`,
    resellerKey: RESELLER.key,
    datacenterIds: REGIONS[i % REGIONS.length] as number[],
    generatedUsers: 3,
    vmScale: 0.15,
    teams: teams('Operations', 'Applications'),
  });
});

const SIGNS_IN_AS = { email: 'reseller@example.com', password: 'Reseller#Demo2026' };

/** A reseller with a dozen customers of its own, every one of them under the reseller's brand. */
export const demoReseller: Scenario = {
  name: 'demo-reseller',
  title: 'Reseller',
  description: 'A reseller with 12 customer companies in Partner Center, all under its brand',
  signsInAs: SIGNS_IN_AS,
  make: (config, now) =>
    seedFromPlan(config, now, {
      seed: 3402,
      personas: {
        companies: [RESELLER, ...customers],
        users: [
          admin(RESELLER, { ...SIGNS_IN_AS, firstName: 'Priya', lastName: 'Raman' }),
          ...customers.map((c, i) =>
            admin(c, {
              email: `admin@${c.domain}`,
              password: 'Customer#Demo2026',
              firstName: ['Luis', 'Ana', 'Tom', 'Ines'][i % 4] as string,
              lastName: c.name.split(' ')[0] as string,
            }),
          ),
        ],
      },
      networks: [],
    }),
};
