import { ADMIN_TOKEN_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@platform/contracts';
import axios, { isAxiosError } from 'axios';
import { clearAdminToken, readAdminToken } from './adminToken';
import { endCustomerSession } from './customerSession';

/** The one HTTP client of the console. Paths are absolute (`/api/...`) on the page's own origin. */
export const api = axios.create({ baseURL: '' });

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Routes the customer session opens; a 401 there means the session is over. */
const CUSTOMER_ROUTE = /^\/api\/v1\//;

api.interceptors.request.use((config) => {
  const token = readAdminToken();
  // A header set by the caller wins: the login screen checks a typed token before storing it.
  if (token && !config.headers.has(ADMIN_TOKEN_HEADER)) {
    config.headers.set(ADMIN_TOKEN_HEADER, token);
  }
  // The customer session is a cookie the browser adds by itself; the API takes a change made with
  // it only when this header proves the request came from a page script of ours (CSRF).
  if (!SAFE_METHODS.has(config.method?.toLowerCase() ?? 'get')) {
    config.headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  }
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  // The server no longer accepts the token we hold: end the session so the console shows
  // its login screen. A 401 for some other token (a login attempt) leaves the session alone.
  if (isAxiosError(error) && error.response?.status === 401) {
    const heldToken = readAdminToken();
    if (heldToken && error.config?.headers.get(ADMIN_TOKEN_HEADER) === heldToken) {
      clearAdminToken();
    }
    if (CUSTOMER_ROUTE.test(error.config?.url ?? '')) endCustomerSession();
  }
  return Promise.reject(error);
});
