/**
 * What each role may do in a team, written once: the sandbox refuses by this table and the portal
 * hides or disables its buttons by it, so the two cannot disagree. A team may change the Operator
 * and Read Only rows for itself (POST /permissions/assign); Admin always holds every permission,
 * so a team can never lock itself out.
 *
 * Zod-free on purpose: the shell and the VM screens read it without loading a schema library.
 */

export const ADMIN_ROLE_ID = 1;
export const OPERATOR_ROLE_ID = 2;
export const READ_ONLY_ROLE_ID = 3;

export const PERMISSIONS = {
  'vm.create': { id: 1, name: 'Create virtual machines', area: 'Virtual machines' },
  'vm.power': { id: 2, name: 'Start, stop and reset virtual machines', area: 'Virtual machines' },
  'vm.change': { id: 3, name: 'Edit and upgrade virtual machines', area: 'Virtual machines' },
  'vm.delete': { id: 4, name: 'Delete virtual machines', area: 'Virtual machines' },
  'network.create': { id: 5, name: 'Create networks', area: 'Networks' },
  'network.change': { id: 6, name: 'Change networks and public IPs', area: 'Networks' },
  'network.delete': { id: 7, name: 'Delete networks', area: 'Networks' },
  'team.manage': { id: 8, name: 'Manage teams, members and roles', area: 'People' },
  'user.manage': { id: 9, name: 'Invite, edit and delete users', area: 'People' },
  // The root password, the private key and the console give full control of a machine.
  'vm.access': { id: 10, name: 'View VM credentials and open consoles', area: 'Virtual machines' },
} as const;
export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];
export const ALL_PERMISSION_IDS: readonly number[] = PERMISSION_KEYS.map((k) => PERMISSIONS[k].id);

/** A new permission always takes the next id, so a saved row can tell which ones it predates. */
export const LAST_PERMISSION_ID = Math.max(...ALL_PERMISSION_IDS);

/** The table every team starts with. */
export const DEFAULT_ROLE_PERMISSIONS: Record<number, readonly Permission[]> = {
  [ADMIN_ROLE_ID]: PERMISSION_KEYS,
  [OPERATOR_ROLE_ID]: [
    'vm.create',
    'vm.power',
    'vm.change',
    'vm.access',
    'network.create',
    'network.change',
  ],
  [READ_ONLY_ROLE_ID]: [],
};

/**
 * A team's own row for a role: the permission ids it grants, and the last id of the table when
 * it was saved. Rows saved before rows noted it knew the table up to "Invite, edit and delete
 * users".
 */
export type RoleRow = { permissionIds: readonly number[]; knownUpTo?: number };
const UNNOTED_KNOWN_UP_TO = 9;

/**
 * The permissions a role holds in a team: Admin always all; the others the team's own row if it
 * saved one, else the default row. A permission added after the row was saved follows the
 * default row, so a team's own row never takes from an Operator what every Operator got.
 */
export function rolePermissions(roleId: number, row?: RoleRow): Permission[] {
  if (roleId === ADMIN_ROLE_ID) return [...PERMISSION_KEYS];
  const defaults = DEFAULT_ROLE_PERMISSIONS[roleId] ?? [];
  if (!row) return [...defaults];
  const knownUpTo = row.knownUpTo ?? UNNOTED_KNOWN_UP_TO;
  return PERMISSION_KEYS.filter((key) => {
    const { id } = PERMISSIONS[key];
    return id <= knownUpTo ? row.permissionIds.includes(id) : defaults.includes(key);
  });
}

/**
 * What a user may do, team by team: membership in a team also counts in every team nested below
 * it (the sandbox folds parents in before answering).
 */
export type TeamGrant = { teamId: number; permissions: Permission[] };

/**
 * May the user do it? For something of a team (a VM assigned to it, the team itself): the
 * permission in that team. For something of no team (an unassigned VM, a network, a user of the
 * company): the permission in any of the user's teams.
 */
export function isGranted(
  grants: readonly TeamGrant[],
  permission: Permission,
  teamId?: number | null,
): boolean {
  if (teamId === undefined || teamId === null || teamId === 0)
    return grants.some((g) => g.permissions.includes(permission));
  return grants.some((g) => g.teamId === teamId && g.permissions.includes(permission));
}

/** The refusal (403) naming the missing permission; also the portal's tooltip. */
export const permissionRefusal = (permission: Permission): string =>
  `You do not have the "${PERMISSIONS[permission].name}" permission`;

export const PERMISSION_MESSAGES = {
  adminFixed: 'The Admin role always has every permission',
  unknownPermission: 'Unknown permission',
  unknownRole: 'Role not found',
  beyondOwn: (permission: Permission, teamName: string) =>
    `${permissionRefusal(permission)} in ${teamName}, so you cannot give it to a role`,
} as const;
