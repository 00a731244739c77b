import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Permission } from '@contract/permissions';
import { useCan } from '@/api/permissions/get-my-permissions';

type Props = {
  permission: Permission;
  /** Where the user goes instead, and its name: "Back to Virtual Machines". */
  back: { to: string; label: string };
  children: ReactNode;
};

/**
 * A screen for doing what needs `permission` (in any of the user's teams): opened by address
 * without it, it says so instead of offering a form the sandbox would refuse once filled.
 */
export function PermissionRequired({ permission, back, children }: Props) {
  const can = useCan()(permission);
  if (can.enabled) return children;
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{can.reason}, which this needs.</p>
      <Link to={back.to}>Back to {back.label}</Link>
    </div>
  );
}
