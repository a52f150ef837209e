import { ADMIN_TOKEN_HEADER, ADMIN_TOKEN_STORAGE_KEY, CSRF_HEADER, CSRF_HEADER_VALUE } from '@platform/contracts';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { subscribeToCustomerSessionEnd } from './customerSession';

/** An adapter that answers with `status` and records the request as it would have left the browser. */
function answerWith(status: number) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response: AxiosResponse = { data: {}, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', undefined, config, undefined, response);
    return response;
  };
  return { adapter, sent };
}

describe('api client', () => {
  it('adds the x-admin-token header from local storage when a token is held', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'held-token');
    const { adapter, sent } = answerWith(200);

    await api.get('/api/admin/users', { adapter });

    expect(sent[0]!.headers.get(ADMIN_TOKEN_HEADER)).toBe('held-token');
  });

  it('sends no x-admin-token header when no token is held', async () => {
    const { adapter, sent } = answerWith(200);

    await api.get('/api/admin/users', { adapter });

    expect(sent[0]!.headers.has(ADMIN_TOKEN_HEADER)).toBe(false);
  });

  it('ends the admin session when the server answers 401 to the held token', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'revoked-token');
    const { adapter } = answerWith(401);

    await expect(api.get('/api/admin/users', { adapter })).rejects.toThrow();

    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the held token when a 401 answers a different token being tried', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'held-token');
    const { adapter } = answerWith(401);

    await expect(api.get('/api/admin/users', { adapter, headers: { [ADMIN_TOKEN_HEADER]: 'typed-token' } })).rejects.toThrow();

    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('held-token');
  });

  it('adds the CSRF header to every change (POST, PUT, PATCH, DELETE), so the session cookie may authorise it', async () => {
    const { adapter, sent } = answerWith(200);

    await api.post('/api/v1/domains', { domain: 'example.com' }, { adapter });
    await api.put('/api/admin/settings/smtp', {}, { adapter });
    await api.patch('/api/v1/account', {}, { adapter });
    await api.delete('/api/v1/domains/d1', { adapter });

    expect(sent.map((config) => config.headers.get(CSRF_HEADER))).toEqual(Array(4).fill(CSRF_HEADER_VALUE));
  });

  it('sends no CSRF header with reads', async () => {
    const { adapter, sent } = answerWith(200);

    await api.get('/api/v1/account', { adapter });

    expect(sent[0]!.headers.has(CSRF_HEADER)).toBe(false);
  });

  it('reports the end of the customer session when a customer route answers 401, and not for other routes', async () => {
    const ended = vi.fn();
    const unsubscribe = subscribeToCustomerSessionEnd(ended);
    const { adapter } = answerWith(401);

    await expect(api.post('/api/login', {}, { adapter })).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();

    await expect(api.get('/api/v1/messages', { adapter })).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
