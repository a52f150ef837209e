import { ADMIN_TOKEN_HEADER } from '@platform/contracts';
import axios, { isAxiosError } from 'axios';
import { clearAdminToken, readAdminToken } from './adminToken';

/** The one HTTP client of the console. Paths are absolute (`/api/...`) on the page's own origin. */
export const api = axios.create({ baseURL: '' });

api.interceptors.request.use((config) => {
  const token = readAdminToken();
  // A header set by the caller wins: the login screen checks a typed token before storing it.
  if (token && !config.headers.has(ADMIN_TOKEN_HEADER)) {
    config.headers.set(ADMIN_TOKEN_HEADER, token);
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
  }
  return Promise.reject(error);
});
