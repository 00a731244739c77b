// The vms area's public surface; the VM routes compose these with the shell and the jobs area.
export { VmList } from './components/list/vm-list';
export { CreateVmForm } from './components/create/create-vm-form';
export { VmDetails } from './components/details/vm-details';
export { VmEdit } from './components/edit/vm-edit';
export { VmConsole } from './components/console/vm-console';
export { parseVmId } from './lib/console-url';
