import '@/styles/people.css';
import { useNavigate } from 'react-router-dom';
import { CreateUserForm } from '@/features/users';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';

/** /createUser: "Users › Create User". */
export function CreateUserRoute() {
  const navigate = useNavigate();
  const back = () => void navigate(paths.users());
  return (
    <PageFrame
      breadcrumbs={[{ label: 'Users', to: paths.users() }, { label: 'Create User' }]}
      back={paths.users()}
    >
      <CreateUserForm onDone={back} onCancel={back} />
    </PageFrame>
  );
}
