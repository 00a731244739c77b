// Ports and environment shared by the browser tests and the servers Playwright starts for them.
// Overridable so two checkouts can run their browser tests side by side.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4010);
const clientPort = Number(process.env.E2E_CLIENT_PORT ?? 4173);

const apiOrigin = `http://localhost:${mockPort}`;
const portalUrl = `http://localhost:${clientPort}`;

export const E2E = {
  portalUrl,
  apiOrigin,
  apiUrl: `${apiOrigin}/v1`,
  // Short-lived access tokens so a test can watch the portal refresh them silently.
  accessTokenTtlS: 20,
  mockEnv: {
    MOCK_PORT: String(mockPort),
    PORTAL_URL: portalUrl,
    SANDBOX_DATA_DIR: '.e2e-data',
    SANDBOX_TIME_SCALE: '0.05',
    ACCESS_TOKEN_TTL_S: '20',
    SANDBOX_FRESH: '1',
    SANDBOX_CHECK_RESPONSES: '1',
    // As `npm start` runs it: demo personas on, so one-click sign-in can be tested.
    SANDBOX_DEMO: '1',
  },
  clientEnv: {
    CLIENT_PORT: String(clientPort),
    VITE_API_BASE_URL: `${apiOrigin}/v1`,
    VITE_ASSETS_BASE_URL: `${apiOrigin}/assets`,
  },
};
