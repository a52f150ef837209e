import type { ActiveStatus, ListResponse, PageQuery } from './common.js';

/** What a mail client needs besides the user name (the credential's e-mail) and password. */
export interface SmtpConnectionSettings {
  host: string;
  port: number;
  /** The server offers STARTTLS on this port and takes AUTH only after it. */
  security: 'starttls';
  auth_methods: Array<'PLAIN' | 'LOGIN'>;
}

/** An SMTP credential of the account (stored as an SMTP account; admins see it there). */
export interface SmtpCredential {
  _id: string;
  /** The SMTP user name: an address at one of the account's domains. */
  email: string;
  domain: string;
  /** Messages per day; 0 means no cap beyond the plan's. */
  quota: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export interface SmtpCredentialListResponse extends ListResponse<SmtpCredential> {
  connection: SmtpConnectionSettings;
}

export interface SmtpCredentialListQuery extends PageQuery {
  search?: string;
}

export interface CreateSmtpCredentialRequest {
  email: string;
  quota?: number;
}

/** PATCH: disable or enable, or change the quota. */
export interface UpdateSmtpCredentialRequest {
  status?: ActiveStatus;
  quota?: number;
}

/** Create and rotate answers: the password is shown this once. */
export interface SmtpCredentialSecretResponse {
  credential: SmtpCredential;
  smtp_password: string;
  connection: SmtpConnectionSettings;
}
