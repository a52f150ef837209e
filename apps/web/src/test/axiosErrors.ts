import { AxiosError, type AxiosResponse } from 'axios';

/** A rejected request as axios reports it, with the server's status and body. */
export function axiosErrorWithStatus(status: number, body: unknown = {}): AxiosError {
  return new AxiosError('Request failed', undefined, undefined, undefined, { status, data: body } as AxiosResponse);
}
