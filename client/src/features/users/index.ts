// The users area's public surface; the user routes put these in the page frame.
export { UserList } from './components/user-list';
export { UserDetails } from './components/user-details';
export { CreateUserForm } from './components/create-user-form';
export { fullName } from './lib/full-name';
