import type {
  CreateSmtpAccountRequest,
  SmtpAccount,
  SmtpAccountCreatedResponse,
  SmtpAccountListQuery,
  SmtpPasswordResponse,
  UpdateSmtpAccountRequest,
} from '@platform/contracts';
import { api } from '../../lib/api';
import { entityEndpoints } from '../../lib/entityApi';

export const smtpAccountEndpoints = entityEndpoints<{
  entity: SmtpAccount;
  detail: SmtpAccount;
  created: SmtpAccountCreatedResponse;
  listQuery: SmtpAccountListQuery;
  createBody: CreateSmtpAccountRequest;
  updateBody: UpdateSmtpAccountRequest;
}>('/api/admin/smtp-accounts');

export async function resetSmtpPassword(id: string): Promise<SmtpPasswordResponse> {
  const response = await api.post<SmtpPasswordResponse>(smtpAccountEndpoints.itemPath(id, '/password/reset'));
  return response.data;
}
