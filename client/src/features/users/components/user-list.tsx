import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trash3 } from 'react-bootstrap-icons';
import { USERS_PAGE_SIZE, type UserRow } from '@contract/users';
import { withPrefix } from '@/api/api-error';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useDeleteUser } from '@/api/users/delete-user';
import { useUsers } from '@/api/users/list-users';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import type { Column } from '@/components/data-table';
import { GuardedButton } from '@/components/guarded-button';
import { NameCell } from '@/components/name-cell';
import { SearchTableCard } from '@/components/search-table-card';
import { paths } from '@/config/paths';
import { usePagedSearch } from '@/lib/use-paged-search';
import { fullName } from '../lib/full-name';

/** "Users": 10 to a page; a row opens the user; a trash icon for everyone but yourself. */
export function UserList() {
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const can = useCan()('user.manage');
  const paging = usePagedSearch();
  const users = useUsers({
    page: paging.page,
    rowsPerPage: USERS_PAGE_SIZE,
    search: paging.settled,
  });
  if (!users.isPlaceholderData) paging.keepWithin(users.data?.totalPages);
  const [toDelete, setToDelete] = useState<UserRow | null>(null);
  const deletion = useDeleteUser();

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (u) => <NameCell name={fullName(u)} note={u.email} columnFrom="md" />,
    },
    { key: 'email', header: 'Email', className: 'd-none d-md-table-cell', render: (u) => u.email },
    {
      key: 'status',
      header: 'Status',
      render: (u) =>
        u.status === 'invited' ? (
          <span className="badge text-bg-warning">Invited</span>
        ) : (
          <span className="badge text-bg-success">Active</span>
        ),
    },
    {
      key: 'delete',
      header: '',
      srHeader: 'Delete',
      className: 'text-end table-action-cell',
      render: (u) =>
        u.id === me?.id ? null : (
          <GuardedButton
            state={can}
            className="btn btn-sm btn-icon btn-outline-danger"
            aria-label={`Delete ${fullName(u)}`}
            onClick={() => {
              deletion.reset();
              setToDelete(u);
            }}
          >
            <Trash3 aria-hidden="true" />
          </GuardedButton>
        ),
    },
  ];

  return (
    <>
      <SearchTableCard
        title="Users"
        subtitle="Manage users and their access permissions"
        titleId="user-list-title"
        searchPlaceholder="Search users..."
        paging={paging}
        query={users}
        errorPrefix="Error fetching users"
        totalPages={users.data?.totalPages}
        rows={users.data?.data}
        columns={columns}
        rowKey={(u) => u.id}
        emptyMessage="No users found"
        onRowClick={(u) => void navigate(paths.user(u.id))}
      />
      <ConfirmDeleteModal
        show={toDelete !== null}
        title={toDelete ? `Delete ${fullName(toDelete)}?` : ''}
        subject="the user"
        deleting={deletion.isPending}
        error={deletion.isError ? withPrefix('Error deleting users', deletion.error) : null}
        onConfirm={() =>
          toDelete && deletion.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
