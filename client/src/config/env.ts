// A relative base (`/v1`, `/assets`) means the portal's own origin, so one build serves any
// host that also serves the API (the browser tests' sandboxes, the hosted trial's worlds).
// At build time (the first-paint render runs in Node) there is no page yet.
const pageUrl = typeof location === 'undefined' ? 'http://localhost/' : location.href;
const absolute = (url: string) => new URL(url, pageUrl).href.replace(/\/+$/, '');

const apiBaseUrl = absolute(import.meta.env.VITE_API_BASE_URL || 'http://localhost:4000/v1');
// Unless configured, the order forms are the simple ones the sandbox serves beside the API.
const sandboxForm = (name: string) => `${new URL(apiBaseUrl).origin}/orderForms/${name}`;

/** Where the portal finds the provider API and the documents host. Pointing these elsewhere is all it takes. */
export const config = {
  apiBaseUrl,
  assetsBaseUrl: absolute(import.meta.env.VITE_ASSETS_BASE_URL || 'http://localhost:4000/assets'),
  orderNewCustomerUrl: import.meta.env.VITE_ORDER_NEW_CUSTOMER_URL || sandboxForm('newCustomer'),
  orderAccountChangesUrl:
    import.meta.env.VITE_ORDER_ACCOUNT_CHANGES_URL || sandboxForm('accountChanges'),
  productName: 'Stratus Cloud Portal',
  productShortName: 'Stratus',
} as const;
