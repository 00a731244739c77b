/** The five promises of the home screen, each with its icon and a supporting line. */
export const BENEFITS = [
  {
    icon: 'bi-unlock',
    title: 'No term commitments or minimums.',
    text: 'Start with a single VM and grow at your own pace. Leave whenever you like.',
  },
  {
    icon: 'bi-graph-up-arrow',
    title: 'Predictable, transparent usage-based pricing.',
    text: 'Pay for what you run, with clear rates and no surprise line items.',
  },
  {
    icon: 'bi-hdd-stack',
    title: 'Enterprise-grade capacity on demand.',
    text: 'Dedicated compute, storage and networking, ready in minutes.',
  },
  {
    icon: 'bi-globe2',
    title: 'Global reach with local performance.',
    text: 'Place workloads close to your users through providers in every region.',
  },
  {
    icon: 'bi-shield-check',
    title: 'Compliant providers: tier 3 data centres, SOC 2 Type II and ISO 27001.',
    text: 'Every partner is audited, so your compliance story starts on day one.',
  },
] as const;

export const LINKEDIN_URL = 'https://www.linkedin.com/company/';
