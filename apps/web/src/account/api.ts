import type {
  ApiKey,
  ApiKeyCreatedResponse,
  ChangePasswordRequest,
  CreateApiKeyRequest,
  CreateCustomerDomainRequest,
  CreateSmtpCredentialRequest,
  CreateSuppressionRequest,
  CreateWebhookEndpointRequest,
  CustomerDomain,
  CustomerDomainDetail,
  CustomerDomainListQuery,
  CustomerProfile,
  CustomerSuppression,
  CustomerSuppressionListQuery,
  ListResponse,
  MessageDetail,
  MessageListQuery,
  MessageResponse,
  ConfirmationSentResponse,
  MessageSummary,
  OpenEndedListResponse,
  PageQuery,
  ProductionAccess,
  ProductionAccessRequestInput,
  SendMessageRequest,
  SendMessageResponse,
  SmtpCredential,
  SmtpCredentialListQuery,
  SmtpCredentialListResponse,
  SmtpCredentialSecretResponse,
  TestMessageRequest,
  UpdateCustomerDomainRequest,
  UpdateProfileRequest,
  UpdateSmtpCredentialRequest,
  UpdateWebhookEndpointRequest,
  WebhookAttempt,
  WebhookAttemptListQuery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookReplayResponse,
} from '@platform/contracts';
import { api } from '../lib/api';
import { entityEndpoints } from '../lib/entityApi';

/**
 * The customer area's calls. The session cookie authenticates them (the browser adds it); the
 * api client adds the CSRF header to every change.
 */

// ---- The account ----

export async function updateProfile(body: UpdateProfileRequest): Promise<CustomerProfile> {
  return (await api.patch<CustomerProfile>('/api/v1/account', body)).data;
}

export async function fetchProductionAccess(): Promise<ProductionAccess> {
  return (await api.get<ProductionAccess>('/api/v1/production-access')).data;
}

export async function requestProductionAccess(body: ProductionAccessRequestInput): Promise<ProductionAccess> {
  return (await api.post<ProductionAccess>('/api/v1/production-access/request', body)).data;
}

export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/api/v1/account/password', body)).data;
}



/** Where the new link went (mail_route), or only a message when the address is confirmed already. */
export async function resendConfirmation(): Promise<ConfirmationSentResponse | MessageResponse> {
  return (await api.post<ConfirmationSentResponse | MessageResponse>('/api/confirm-email/resend')).data;
}

export async function logOut(): Promise<void> {
  await api.post('/api/logout');
}

// ---- Resources ----

/** Resources whose only change besides create is delete. */
type NoUpdate = Record<string, never>;

export const domainEndpoints = entityEndpoints<{
  entity: CustomerDomain;
  detail: CustomerDomainDetail;
  created: CustomerDomainDetail;
  listQuery: CustomerDomainListQuery;
  createBody: CreateCustomerDomainRequest;
  updateBody: NoUpdate;
}>('/api/v1/domains');

/** Switches open and click tracking; the answer is the domain's detail, as GET answers it. */
export async function updateDomainSettings(id: string, body: UpdateCustomerDomainRequest): Promise<CustomerDomainDetail> {
  return (await api.patch<CustomerDomainDetail>(domainEndpoints.itemPath(id), body)).data;
}

export async function verifyDomain(id: string): Promise<CustomerDomainDetail> {
  return (await api.post<CustomerDomainDetail>(domainEndpoints.itemPath(id, '/verify'))).data;
}

export const smtpCredentialEndpoints = entityEndpoints<{
  entity: SmtpCredential;
  detail: SmtpCredential;
  created: SmtpCredentialSecretResponse;
  listQuery: SmtpCredentialListQuery;
  createBody: CreateSmtpCredentialRequest;
  updateBody: UpdateSmtpCredentialRequest;
}>('/api/v1/smtp-credentials');

/** The list answer also carries what a mail client needs to connect. */
export async function listSmtpCredentials(query: SmtpCredentialListQuery): Promise<SmtpCredentialListResponse> {
  return (await api.get<SmtpCredentialListResponse>('/api/v1/smtp-credentials', { params: query })).data;
}

/** A new password for the credential; the old one stops working. */
export async function rotateSmtpCredential(id: string): Promise<SmtpCredentialSecretResponse> {
  return (await api.post<SmtpCredentialSecretResponse>(smtpCredentialEndpoints.itemPath(id, '/rotate'))).data;
}

export const apiKeyEndpoints = entityEndpoints<{
  entity: ApiKey;
  detail: ApiKey;
  created: ApiKeyCreatedResponse;
  listQuery: PageQuery;
  createBody: CreateApiKeyRequest;
  updateBody: NoUpdate;
}>('/api/v1/api-keys');

export const messageEndpoints = entityEndpoints<{
  entity: MessageSummary;
  detail: MessageDetail;
  created: SendMessageResponse;
  listQuery: MessageListQuery;
  createBody: never;
  updateBody: NoUpdate;
}>('/api/v1/messages');

/** A searched list may stop before counting every match: its total is then null (see OpenEndedListResponse). */
export async function listMessages(query: MessageListQuery): Promise<OpenEndedListResponse<MessageSummary>> {
  return (await api.get<OpenEndedListResponse<MessageSummary>>('/api/v1/messages', { params: query })).data;
}

export const suppressionEndpoints = entityEndpoints<{
  entity: CustomerSuppression;
  detail: CustomerSuppression;
  created: CustomerSuppression;
  listQuery: CustomerSuppressionListQuery;
  createBody: CreateSuppressionRequest;
  updateBody: NoUpdate;
}>('/api/v1/suppressions');

/** A message through the sending API (POST /api/v1/messages), e.g. from the sandbox address. */
export async function sendMessage(body: SendMessageRequest): Promise<SendMessageResponse> {
  return (await api.post<SendMessageResponse>('/api/v1/messages', body)).data;
}

export async function sendTestMessage(body: TestMessageRequest): Promise<SendMessageResponse> {
  return (await api.post<SendMessageResponse>('/api/v1/test-message', body)).data;
}

export const webhookEndpoints = entityEndpoints<{
  entity: WebhookEndpoint;
  detail: WebhookEndpoint;
  created: WebhookEndpointWithSecret;
  listQuery: PageQuery;
  createBody: CreateWebhookEndpointRequest;
  updateBody: UpdateWebhookEndpointRequest;
}>('/api/v1/webhooks');

/** A new signing secret, shown this once; the previous one keeps signing for a grace period. */
export async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return (await api.post<WebhookEndpointWithSecret>(webhookEndpoints.itemPath(id, '/rotate-secret'))).data;
}

export async function listWebhookAttempts(id: string, query: WebhookAttemptListQuery): Promise<ListResponse<WebhookAttempt>> {
  return (await api.get<ListResponse<WebhookAttempt>>(webhookEndpoints.itemPath(id, '/attempts'), { params: query })).data;
}

export async function replayWebhookAttempt({ endpointId, attemptId }: { endpointId: string; attemptId: string }): Promise<WebhookReplayResponse> {
  const path = webhookEndpoints.itemPath(endpointId, `/attempts/${encodeURIComponent(attemptId)}/replay`);
  return (await api.post<WebhookReplayResponse>(path)).data;
}
