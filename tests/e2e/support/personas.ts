export const CUSTOMER = { email: 'customer@example.com', password: 'Customer#Demo2026' };
export const RESELLER = { email: 'reseller@example.com', password: 'Reseller#Demo2026' };
export const NEWHIRE = { email: 'newhire@example.com', password: 'Newhire#Demo2026' };
export const HARBOR = { email: 'harbor@example.com', password: 'Harbor#Demo2026' };
export const VIEWER = { email: 'viewer@example.com', password: 'Viewer#Demo2026' };
