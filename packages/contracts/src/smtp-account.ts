import type { ActiveStatus, PageQuery } from './common.js';

export const SMTP_ACCOUNT_DEFAULTS = { quota: 0, status: 'active' } as const;

export interface SmtpAccount {
  _id: string;
  email: string;
  domain: string;
  user_id: string;
  /** Messages per day; 0 means unlimited. */
  quota: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CreateSmtpAccountRequest {
  email: string;
  domain: string;
  user_id: string;
  quota?: number;
  status?: ActiveStatus;
}

export type UpdateSmtpAccountRequest = Partial<Omit<CreateSmtpAccountRequest, 'email'>>;

export interface SmtpAccountListQuery extends PageQuery {
  search?: string;
  user_id?: string;
}

/** Create answers with the account and its generated SMTP password, shown this once. */
export interface SmtpAccountCreatedResponse extends SmtpAccount {
  smtp_password: string;
}

export interface SmtpPasswordResponse {
  smtp_password: string;
}
