/** Where the portal finds the provider API and the documents host. Pointing these elsewhere is all it takes. */
export const config = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || 'http://localhost:4000/v1',
  assetsBaseUrl: import.meta.env.VITE_ASSETS_BASE_URL || 'http://localhost:4000/assets',
  productName: 'Stratus Cloud Portal',
  productShortName: 'Stratus',
} as const;
