import type { ConsoleMail, ConsoleMailboxQuery, ConsoleMailSummary, ListResponse, PlatformMailRoute, PlatformMailRouteResponse } from '@platform/contracts';
import { api } from '../../lib/api';

const MAILBOX_PATH = '/api/admin/mailbox';

export async function fetchMailbox(query: ConsoleMailboxQuery): Promise<ListResponse<ConsoleMailSummary>> {
  return (await api.get<ListResponse<ConsoleMailSummary>>(MAILBOX_PATH, { params: query })).data;
}

export async function fetchMail(id: string): Promise<ConsoleMail> {
  return (await api.get<ConsoleMail>(`${MAILBOX_PATH}/${encodeURIComponent(id)}`)).data;
}

/** Where the platform's own mail goes now. */
export async function fetchMailRoute(): Promise<PlatformMailRoute> {
  return (await api.get<PlatformMailRouteResponse>('/api/admin/mail-route')).data.mail_route;
}

export async function deleteMail(id: string): Promise<void> {
  await api.delete(`${MAILBOX_PATH}/${encodeURIComponent(id)}`);
}
