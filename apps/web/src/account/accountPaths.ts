/** Every address of the customer area, so links and routes cannot drift apart. */
export const accountPaths = {
  overview: '/account',
  domains: '/account/domains',
  addDomain: '/account/domains/add',
  domain: (id: string) => `/account/domains/${encodeURIComponent(id)}`,
  smtp: '/account/smtp',
  addSmtp: '/account/smtp/add',
  apiKeys: '/account/api-keys',
  addApiKey: '/account/api-keys/add',
  messages: '/account/messages',
  message: (id: string) => `/account/messages/${encodeURIComponent(id)}`,
  suppressions: '/account/suppressions',
  addSuppression: '/account/suppressions/add',
  testMessage: '/account/test-message',
  profile: '/account/profile',
} as const;
