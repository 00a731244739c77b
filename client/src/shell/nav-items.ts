import {
  Briefcase,
  Diagram3,
  LifePreserver,
  PcDisplayHorizontal,
  People,
  PersonLinesFill,
  Speedometer2,
  type Icon,
} from 'react-bootstrap-icons';
import { paths } from '@/config/paths';

export type NavKey =
  'dashboard' | 'virtualMachines' | 'networks' | 'teams' | 'users' | 'support' | 'partnerCenter';
/** What the sidebar highlights: a navigation item, the Profile link, or nothing. */
export type ActiveNavTarget = NavKey | 'profile' | null;

export type NavItem = {
  key: NavKey;
  label: string;
  icon: Icon;
  to: string;
  /** Paths (and their sub-paths) that belong to this item. */
  sections: string[];
  resellerOnly?: boolean;
};

/** The sidebar's items, in this order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    icon: Speedometer2,
    to: paths.dashboard(),
    sections: ['/dashboard'],
  },
  {
    key: 'virtualMachines',
    label: 'Virtual Machines',
    icon: PcDisplayHorizontal,
    to: paths.virtualMachines(),
    sections: [
      '/virtualMachines',
      '/virtualMachineDetails',
      '/virtualMachineConsole',
      '/createVirtualMachine',
    ],
  },
  {
    key: 'networks',
    label: 'Networks',
    icon: Diagram3,
    to: paths.networks(),
    sections: ['/networks', '/createNetwork'],
  },
  {
    key: 'teams',
    label: 'Teams',
    icon: People,
    to: paths.teams(),
    sections: ['/teams', '/team', '/createEditTeam'],
  },
  {
    key: 'users',
    label: 'Users',
    icon: PersonLinesFill,
    to: paths.users(),
    sections: ['/users', '/createUser'],
  },
  {
    key: 'support',
    label: 'Support',
    icon: LifePreserver,
    to: paths.support(),
    sections: ['/support'],
  },
  {
    key: 'partnerCenter',
    label: 'Partner Center',
    icon: Briefcase,
    to: paths.partnerCenter(),
    sections: ['/partnerCenter', '/orderServices'],
    resellerOnly: true,
  },
];

export const navItemsFor = (user: { isReseller: boolean }) =>
  NAV_ITEMS.filter((item) => !item.resellerOnly || user.isReseller);

/**
 * /user?id= is Profile when the id is one's own, and Users for anyone else's;
 * every other path highlights the item whose section it is in.
 */
export function activeNavTarget(
  pathname: string,
  search: string,
  ownId: number | null,
): ActiveNavTarget {
  if (pathname === '/user') {
    return Number(new URLSearchParams(search).get('id')) === ownId ? 'profile' : 'users';
  }
  const inSection = (section: string) => pathname === section || pathname.startsWith(`${section}/`);
  return NAV_ITEMS.find((item) => item.sections.some(inSection))?.key ?? null;
}
