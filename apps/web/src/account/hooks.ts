import type { AccountSandbox, MessageDetail, SimulatorMailbox, MessageListQuery, MessageStatus, SmtpCredentialListQuery, UpdateCustomerDomainRequest, WebhookAttemptListQuery } from '@platform/contracts';
import { CUSTOMER_MESSAGES } from '@platform/contracts';
import { keepPreviousData, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerOverviewQuery, customerReputationQuery, customerWarmupQuery } from '../lib/customerOverviewQuery';
import { customerProfileQuery } from '../lib/customerProfileQuery';
import { entityQueries } from '../lib/entityQueries';
import { notifySuccess } from '../lib/notices';
import { notifyRefusal } from '../lib/requestErrorNotice';
import { notifyVerification } from '../lib/verificationNotice';
import {
  apiKeyEndpoints,
  changePassword,
  fetchProductionAccess,
  requestProductionAccess,
  domainEndpoints,
  listMessages,
  listSmtpCredentials,
  listWebhookAttempts,
  logOut,
  messageEndpoints,
  resendConfirmation,
  replayWebhookAttempt,
  rotateSmtpCredential,
  rotateWebhookSecret,
  sendMessage,
  sendTestMessage,
  smtpCredentialEndpoints,
  suppressionEndpoints,
  updateDomainSettings,
  updateProfile,
  verifyDomain,
  webhookEndpoints,
} from './api';

/** How long an overview just read is shown without reading it again. */
const OVERVIEW_FRESH_MS = 2_000;

/** Rows per page of the customer area's lists. */
export const ACCOUNT_PAGE_SIZE = 20;
/** Domains offered by the pickers (API key, test message); accounts have few. */
export const DOMAIN_PICKER_LIMIT = 100;

export const accountKeys = {
  all: ['account'] as const,
  profile: () => customerProfileQuery.queryKey,
  overview: () => customerOverviewQuery.queryKey,
  reputation: () => customerReputationQuery.queryKey,
  warmup: () => customerWarmupQuery.queryKey,
  productionAccess: () => [...accountKeys.all, 'production-access'] as const,
  messages: () => [...accountKeys.all, 'messages'] as const,
  messageList: (query: MessageListQuery) => [...accountKeys.messages(), 'list', query] as const,
  message: (id: string) => [...accountKeys.messages(), 'detail', id] as const,
  smtpCredentialList: (query: SmtpCredentialListQuery) => ['account-smtp-credentials', 'list', query] as const,
  webhookAttempts: (endpointId: string, query: WebhookAttemptListQuery) => ['account-webhooks', 'attempts', endpointId, query] as const,
};

// ---- The account and its session ----

/** Who is logged in; fails with 401 without a session (the layout then goes to /login). */
export function useProfile() {
  return useQuery(customerProfileQuery);
}

/**
 * Read each time the overview opens (every other screen changes its figures and checklist), but
 * not again within a moment of a read: what the main script fetched on a direct visit is used.
 */
export function useOverview() {
  return useQuery({ ...customerOverviewQuery, staleTime: OVERVIEW_FRESH_MS, meta: { errorNotice: 'Failed to load the overview' } });
}

/** Read each time the overview opens, like the figures beside it. */
export function useReputation() {
  return useQuery({ ...customerReputationQuery, staleTime: OVERVIEW_FRESH_MS, meta: { errorNotice: 'Failed to load the reputation' } });
}

/** Read each time the overview opens, like the figures beside it. */
export function useWarmup() {
  return useQuery({ ...customerWarmupQuery, staleTime: OVERVIEW_FRESH_MS, meta: { errorNotice: 'Failed to load the warm-up quota' } });
}

/** Sandboxed or production, the sandbox's limits, and the request with its answer. */
export function useProductionAccess() {
  return useQuery({ queryKey: accountKeys.productionAccess(), queryFn: fetchProductionAccess, staleTime: OVERVIEW_FRESH_MS, meta: { errorNotice: 'Failed to load the production access' } });
}

export function useRequestProductionAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestProductionAccess,
    onSuccess: (access) => queryClient.setQueryData(accountKeys.productionAccess(), access),
    meta: { successNotice: 'Request sent', errorNotice: 'Failed to send the request' },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
    onError: (error) => notifyRefusal(error, 'Failed to save profile'),
    meta: { successNotice: 'Profile updated' },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onError: (error) => notifyRefusal(error, 'Failed to change password'),
    meta: { successNotice: CUSTOMER_MESSAGES.passwordChanged },
  });
}

/** The server's answer says where the link went (an inbox, or the console mailbox); a failure says why (503). */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
    onError: (error) => notifyRefusal(error, 'Failed to send the confirmation link'),
  });
}

/** Ends the session on the server; the caller then leaves the customer area and drops its cached data. */
export function useLogout() {
  return useMutation({ mutationFn: logOut, meta: { successNotice: CUSTOMER_MESSAGES.loggedOut } });
}

// ---- Domains ----

export const domainQueries = entityQueries('account-domains', domainEndpoints, {
  listFailed: 'Failed to load domains',
  detailFailed: 'Failed to load domain details',
  created: 'Domain created',
  updated: 'Domain updated',
  saveFailed: 'Failed to save domain',
  deleted: 'Domain deleted',
  deleteFailed: 'Failed to delete domain',
});

/**
 * The create dialog shows the server's reason itself (a full domain limit, a taken name). The
 * answer lists the records to publish: the domain's page shows it without asking again.
 */
export function useCreateDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: domainEndpoints.create,
    onSuccess: (created) => {
      queryClient.setQueryData(domainQueries.keys.detail(created.domain._id), created);
      return queryClient.invalidateQueries({ queryKey: domainQueries.keys.lists() });
    },
    meta: { successNotice: 'Domain created' },
  });
}

/** The answer is the domain with each record's new status: it replaces the cached detail at once, and the notice names what verified. */
export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: (detail, id) => {
      notifyVerification(detail.dns_records);
      queryClient.setQueryData(domainQueries.keys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: domainQueries.keys.lists() });
    },
    onError: (error) => notifyRefusal(error, 'Failed to verify domain'),
  });
}

/** The answer is the domain's detail with the new switches: it replaces the cached one at once. */
export function useUpdateDomainSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCustomerDomainRequest }) => updateDomainSettings(id, changes),
    onSuccess: (detail, { id }) => queryClient.setQueryData(domainQueries.keys.detail(id), detail),
    onError: (error) => notifyRefusal(error, 'Failed to save domain'),
    meta: { successNotice: 'Domain updated' },
  });
}

// ---- SMTP credentials ----

export const smtpCredentialQueries = entityQueries('account-smtp-credentials', smtpCredentialEndpoints, {
  listFailed: 'Failed to load SMTP credentials',
  detailFailed: 'Failed to load SMTP credential details',
  created: 'SMTP credential created',
  updated: 'SMTP credential updated',
  saveFailed: 'Failed to save SMTP credential',
  deleted: 'SMTP credential deleted',
  deleteFailed: 'Failed to delete SMTP credential',
});

/** The list with the connection settings the server answers beside it. */
export function useSmtpCredentialList(query: SmtpCredentialListQuery) {
  return useQuery({
    queryKey: accountKeys.smtpCredentialList(query),
    queryFn: () => listSmtpCredentials(query),
    placeholderData: keepPreviousData,
    meta: { errorNotice: 'Failed to load SMTP credentials' },
  });
}

export function useRotateSmtpCredential() {
  const refreshCredentials = smtpCredentialQueries.useRefreshAll();
  return useMutation({
    mutationFn: rotateSmtpCredential,
    onSuccess: refreshCredentials,
    onError: (error) => notifyRefusal(error, 'Failed to rotate the password'),
    meta: { successNotice: 'Password rotated' },
  });
}

// ---- API keys, suppressions ----

export const apiKeyQueries = entityQueries('account-api-keys', apiKeyEndpoints, {
  listFailed: 'Failed to load API keys',
  detailFailed: 'Failed to load API key details',
  created: 'API key created',
  updated: 'API key updated',
  saveFailed: 'Failed to create API key',
  deleted: 'API key revoked',
  deleteFailed: 'Failed to revoke API key',
});

export const suppressionQueries = entityQueries('account-suppressions', suppressionEndpoints, {
  listFailed: 'Failed to load suppressions',
  detailFailed: 'Failed to load suppression details',
  created: 'Suppression added',
  updated: 'Suppression updated',
  saveFailed: 'Failed to add suppression',
  deleted: 'Suppression removed',
  deleteFailed: 'Failed to remove suppression',
});

// ---- Messages ----

/** Statuses that change without the user doing anything: such messages are read again now and then. */
const UNSETTLED_STATUSES: ReadonlySet<MessageStatus> = new Set(['queued', 'deferred']);
const UNSETTLED_REFRESH_MS = 5_000;

export function useMessageList(query: MessageListQuery) {
  return useQuery({
    queryKey: accountKeys.messageList(query),
    queryFn: () => listMessages(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((message) => UNSETTLED_STATUSES.has(message.status)) ? UNSETTLED_REFRESH_MS : false,
    meta: { errorNotice: 'Failed to load messages' },
  });
}

export function useMessage(id: string) {
  return useQuery({
    queryKey: accountKeys.message(id),
    queryFn: () => messageEndpoints.get(id),
    refetchInterval: (current) => (isUnsettled(current.state.data) ? UNSETTLED_REFRESH_MS : false),
    meta: { errorNotice: 'Failed to load message' },
  });
}

function isUnsettled(message: MessageDetail | undefined): boolean {
  return message !== undefined && UNSETTLED_STATUSES.has(message.status);
}

const SANDBOX_TEST_KEY = ['account', 'sandbox-test'] as const;

/** Step one of "Get sending": a message from the sandbox address to one of the simulator's mailboxes. */
export function useSendSandboxTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SANDBOX_TEST_KEY,
    mutationFn: ({ sandbox, mailbox }: { sandbox: AccountSandbox; mailbox: SimulatorMailbox }) =>
      sendMessage({
        from: sandbox.from_address,
        to: `${mailbox}@${sandbox.simulator_domain}`,
        subject: `Sandbox test to ${mailbox}@`,
        text: 'A test message from the sandbox to the mailbox simulator.\n',
      }),
    // Not awaited: the link to the message's timeline shows once the API has accepted it, not
    // after the overview and the message list have been read again (slow on a busy machine).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.overview() });
    },
    onError: (error) => notifyRefusal(error, 'Failed to send from the sandbox'),
    meta: { successNotice: 'Sent to the mailbox simulator' },
  });
}

/**
 * The latest sandbox test, sent or under way, from the mutation cache: it outlives the step that
 * sent it, which the overview may draw again as its figures are reread. Only the latest counts, so
 * a new send hides the link to the one before until the API has accepted it; the link names the
 * mailbox, since a test from an earlier visit is still linked when the user comes back.
 */
export function useLatestSandboxTest() {
  const latest = useMutationState({ filters: { mutationKey: SANDBOX_TEST_KEY }, select: (mutation) => mutation.state }).at(-1);
  return {
    isPending: latest?.status === 'pending',
    accepted:
      latest?.status === 'success'
        ? { id: (latest.data as Awaited<ReturnType<typeof sendMessage>>).id, mailbox: (latest.variables as { mailbox: SimulatorMailbox }).mailbox }
        : undefined,
  };
}

export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.messages() }),
    onError: (error) => notifyRefusal(error, 'Failed to send test message'),
    meta: { successNotice: 'Test message sent' },
  });
}

// ---- Webhooks ----

export const webhookQueries = entityQueries('account-webhooks', webhookEndpoints, {
  listFailed: 'Failed to load webhooks',
  detailFailed: 'Failed to load webhook details',
  created: 'Webhook created',
  updated: 'Webhook updated',
  saveFailed: 'Failed to save webhook',
  deleted: 'Webhook deleted',
  deleteFailed: 'Failed to delete webhook',
});

export function useRotateWebhookSecret() {
  const refreshWebhooks = webhookQueries.useRefreshAll();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: refreshWebhooks,
    onError: (error) => notifyRefusal(error, 'Failed to rotate the secret'),
    meta: { successNotice: 'Secret rotated' },
  });
}

/** Attempts of one endpoint, newest first; read again now and then, as retries and replays add rows by themselves. */
export function useWebhookAttempts(endpointId: string, query: WebhookAttemptListQuery) {
  return useQuery({
    queryKey: accountKeys.webhookAttempts(endpointId, query),
    queryFn: () => listWebhookAttempts(endpointId, query),
    placeholderData: keepPreviousData,
    refetchInterval: UNSETTLED_REFRESH_MS,
    meta: { errorNotice: 'Failed to load webhook attempts' },
  });
}

export function useReplayWebhookAttempt() {
  const refreshWebhooks = webhookQueries.useRefreshAll();
  return useMutation({
    mutationFn: replayWebhookAttempt,
    onSuccess: refreshWebhooks,
    onError: (error) => notifyRefusal(error, 'Failed to replay the event'),
    meta: { successNotice: 'Replay queued' },
  });
}
