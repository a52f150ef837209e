import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerOverviewQuery, customerReputationQuery, customerWarmupQuery } from '../lib/customerOverviewQuery';
import { customerProfileQuery } from '../lib/customerProfileQuery';
import { AccountRoutes, accountScreenAt, accountScreenRoutes, preloadAccountArea } from './accountScreens';

const routeAt = (path: string) => accountScreenRoutes.find((screenRoute) => screenRoute.path === path)!;

describe('accountScreenAt', () => {
  it('finds the screen an address under /account opens', () => {
    expect(accountScreenAt('/account')?.path).toBe('');
    expect(accountScreenAt('/account/')?.path).toBe('');
    expect(accountScreenAt('/account/domains')?.path).toBe('domains');
    expect(accountScreenAt('/account/domains/add')?.path).toBe('domains/add');
    expect(accountScreenAt('/account/domains/6650c0ffee00000000000d01')?.path).toBe('domains/:domainId');
    expect(accountScreenAt('/account/messages/abc')?.path).toBe('messages/:messageId');
    expect(accountScreenAt('/account/no-such-screen')).toBeUndefined();
  });
});

describe('preloadAccountArea', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a customer page, asks for GET /api/v1/account, then at once for the area\'s code and the page\'s code', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    const areaCode = vi.spyOn(AccountRoutes, 'preload').mockResolvedValue({});
    const pageCode = vi.spyOn(routeAt('messages/:messageId').screen, 'preload').mockResolvedValue({});
    const otherPageCode = vi.spyOn(routeAt('messages').screen, 'preload').mockResolvedValue({});

    vi.useFakeTimers();
    preloadAccountArea('/account/messages/6650c0ffee00000000000b01', queryClient);
    expect(prefetch).toHaveBeenCalledWith(customerProfileQuery);
    expect(areaCode).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();

    expect(areaCode).toHaveBeenCalledTimes(1);
    expect(pageCode).toHaveBeenCalledTimes(1);
    expect(otherPageCode).not.toHaveBeenCalled();
  });

  it('on the overview, asks for its data beside the account, before any code is in', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    vi.spyOn(AccountRoutes, 'preload').mockResolvedValue({});
    vi.spyOn(routeAt('').screen, 'preload').mockResolvedValue({});

    vi.useFakeTimers();
    preloadAccountArea('/account', queryClient);
    expect(prefetch).toHaveBeenCalledWith(customerProfileQuery);
    expect(prefetch).toHaveBeenCalledWith(customerOverviewQuery);
    expect(prefetch).toHaveBeenCalledWith(customerReputationQuery);
    expect(prefetch).toHaveBeenCalledWith(customerWarmupQuery);
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('elsewhere, asks for nothing', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    const areaCode = vi.spyOn(AccountRoutes, 'preload').mockResolvedValue({});

    vi.useFakeTimers();
    preloadAccountArea('/login', queryClient);
    preloadAccountArea('/accounts', queryClient);
    vi.runAllTimers();
    vi.useRealTimers();

    expect(prefetch).not.toHaveBeenCalled();
    expect(areaCode).not.toHaveBeenCalled();
  });
});
