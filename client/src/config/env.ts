const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || 'http://localhost:4000/v1';
// Unless configured, the order forms are the simple ones the sandbox serves beside the API.
const sandboxForm = (name: string) => `${new URL(apiBaseUrl).origin}/orderForms/${name}`;

/** Where the portal finds the provider API and the documents host. Pointing these elsewhere is all it takes. */
export const config = {
  apiBaseUrl,
  assetsBaseUrl: import.meta.env.VITE_ASSETS_BASE_URL || 'http://localhost:4000/assets',
  orderNewCustomerUrl: import.meta.env.VITE_ORDER_NEW_CUSTOMER_URL || sandboxForm('newCustomer'),
  orderAccountChangesUrl:
    import.meta.env.VITE_ORDER_ACCOUNT_CHANGES_URL || sandboxForm('accountChanges'),
  productName: 'Stratus Cloud Portal',
  productShortName: 'Stratus',
} as const;
