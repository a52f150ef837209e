import type { AxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { api } from '../lib/api';

type GetParams = Record<string, unknown> | undefined;

/** What a path answers: a body, or a function of the query parameters that returns a body or throws. */
export type GetAnswer = ((params: GetParams) => unknown) | object;

/**
 * Answers api.get by path, like the server would, and records every call. A path without an
 * answer rejects, so an unexpected request fails the test loudly.
 */
export function mockApiGet(answers: Record<string, GetAnswer>) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const answer = answers[url];
    if (answer === undefined) throw new Error(`Unexpected GET ${url}`);
    return { data: typeof answer === 'function' ? answer(config?.params as GetParams) : answer };
  });
}

/** The query parameters of every recorded GET of `url`, in order. */
export function paramsOfGets(spy: ReturnType<typeof mockApiGet>, url: string): GetParams[] {
  return spy.mock.calls.filter(([calledUrl]) => calledUrl === url).map(([, config]) => config?.params as GetParams);
}
