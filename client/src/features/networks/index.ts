// The networks area's public surface; the network routes compose these with the shell and jobs.
export { NetworkList } from './components/list/network-list';
export { NetworkDetails } from './components/details/network-details';
export { NetworkForm } from './components/form/network-form';
export { editNetworkTitle, networkTitle } from './lib/network-title';
