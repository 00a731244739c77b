// The partner centre's public surface; the routes frame each screen.
export { OrderServices } from './components/order-services';
export { PartnerResources } from './components/partner-resources';
