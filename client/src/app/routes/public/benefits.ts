import { Globe2, GraphUpArrow, HddStack, ShieldCheck, Unlock } from 'react-bootstrap-icons';

/** The five promises of the home screen, each with its icon and a supporting line. */
export const BENEFITS = [
  {
    icon: Unlock,
    title: 'No term commitments or minimums.',
    text: 'Start with a single VM and grow at your own pace. Leave whenever you like.',
  },
  {
    icon: GraphUpArrow,
    title: 'Predictable, transparent usage-based pricing.',
    text: 'Pay for what you run, with clear rates and no surprise line items.',
  },
  {
    icon: HddStack,
    title: 'Enterprise-grade capacity on demand.',
    text: 'Dedicated compute, storage and networking, ready in minutes.',
  },
  {
    icon: Globe2,
    title: 'Global reach with local performance.',
    text: 'Place workloads close to your users through providers in every region.',
  },
  {
    icon: ShieldCheck,
    title: 'Compliant providers: tier 3 data centres, SOC 2 Type II and ISO 27001.',
    text: 'Every partner is audited, so your compliance story starts on day one.',
  },
] as const;

export const LINKEDIN_URL = 'https://www.linkedin.com/company/';
