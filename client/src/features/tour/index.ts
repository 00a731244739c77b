// The tour of the portal's navigation: the shell mounts Tour in a hosted world, lazily.
export { Tour } from './components/tour';
