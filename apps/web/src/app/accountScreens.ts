import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { customerOverviewQuery, customerReputationQuery, customerWarmupQuery, type PageDataQuery } from '../lib/customerOverviewQuery';
import { customerProfileQuery } from '../lib/customerProfileQuery';
import { lazyScreen, type LazyScreen } from './lazyScreen';

/** Where the customer area lives (AppRoutes mounts AccountRoutes under it). */
export const ACCOUNT_BASE_PATH = '/account';

export const AccountRoutes = lazyScreen(() => import('../account/AccountRoutes'), 'AccountRoutes');

const OverviewPage = lazyScreen(() => import('../account/overview/OverviewPage'), 'OverviewPage');
const DomainsPage = lazyScreen(() => import('../account/domains/DomainsPage'), 'DomainsPage');
const DomainPage = lazyScreen(() => import('../account/domains/DomainPage'), 'DomainPage');
const SmtpCredentialsPage = lazyScreen(() => import('../account/smtp/SmtpCredentialsPage'), 'SmtpCredentialsPage');
const ApiKeysPage = lazyScreen(() => import('../account/api-keys/ApiKeysPage'), 'ApiKeysPage');
const MessagesPage = lazyScreen(() => import('../account/messages/MessagesPage'), 'MessagesPage');
const MessagePage = lazyScreen(() => import('../account/messages/MessagePage'), 'MessagePage');
const SuppressionsPage = lazyScreen(() => import('../account/suppressions/SuppressionsPage'), 'SuppressionsPage');
const TestMessagePage = lazyScreen(() => import('../account/test-message/TestMessagePage'), 'TestMessagePage');
const WebhooksPage = lazyScreen(() => import('../account/webhooks/WebhooksPage'), 'WebhooksPage');
const WebhookPage = lazyScreen(() => import('../account/webhooks/WebhookPage'), 'WebhookPage');
const ProfilePage = lazyScreen(() => import('../account/profile/ProfilePage'), 'ProfilePage');

export interface AccountScreenRoute {
  /** Below /account; '' is the overview (the index route). */
  path: string;
  screen: LazyScreen<object>;
  element: ReactElement;
  /** What the page reads as it opens, when the main script may ask for it before the page's code is in. */
  data?: PageDataQuery[];
}

function route<Props extends object>(path: string, screen: LazyScreen<Props>, props?: Props, data?: AccountScreenRoute['data']): AccountScreenRoute {
  return { path, screen: screen as LazyScreen<object>, element: createElement(screen, props), data };
}

/**
 * The customer area's screens by address: AccountRoutes renders them, and the main script reads
 * them to fetch a page's code as soon as it starts (see preloadAccountArea). The screens' code
 * stays in their own chunks; only these loaders are in the main script.
 */
export const accountScreenRoutes: AccountScreenRoute[] = [
  route('', OverviewPage, undefined, [customerOverviewQuery, customerReputationQuery, customerWarmupQuery]),
  route('domains', DomainsPage),
  route('domains/add', DomainsPage, { isAdding: true }),
  route('domains/:domainId', DomainPage),
  route('smtp', SmtpCredentialsPage),
  route('smtp/add', SmtpCredentialsPage, { isAdding: true }),
  route('api-keys', ApiKeysPage),
  route('api-keys/add', ApiKeysPage, { isAdding: true }),
  route('messages', MessagesPage),
  route('messages/:messageId', MessagePage),
  route('suppressions', SuppressionsPage),
  route('suppressions/add', SuppressionsPage, { isAdding: true }),
  route('webhooks', WebhooksPage),
  route('webhooks/add', WebhooksPage, { isAdding: true }),
  route('webhooks/:webhookId', WebhookPage),
  route('test-message', TestMessagePage),
  route('profile', ProfilePage),
];

/** The screen an address under /account opens, or undefined (AccountRoutes then sends it to the overview). */
export function accountScreenAt(pathname: string): AccountScreenRoute | undefined {
  const matches = matchRoutes(
    accountScreenRoutes.map((screenRoute) => (screenRoute.path ? { path: screenRoute.path } : { index: true })),
    pathname,
    ACCOUNT_BASE_PATH,
  );
  const matched = matches?.[matches.length - 1]?.route;
  return matched && accountScreenRoutes.find((screenRoute) => (matched.index ? screenRoute.path === '' : screenRoute.path === matched.path));
}

/**
 * A customer page opened directly used to wait for five things in a row: the main script, the
 * area's code, GET /api/v1/account (the layout's session check), the page's code, its data. The
 * main script starts the last four at once where it knows the page's data (the overview, where
 * sign-in leads), and the first three elsewhere, so the page's data is asked for as soon as the
 * code is in, while the account answer has come back beside it.
 */
export function preloadAccountArea(pathname: string, queryClient: QueryClient): void {
  if (pathname !== ACCOUNT_BASE_PATH && !pathname.startsWith(`${ACCOUNT_BASE_PATH}/`)) return;
  void queryClient.prefetchQuery(customerProfileQuery);
  for (const query of accountScreenAt(pathname)?.data ?? []) void queryClient.prefetchQuery(query);
  // The code after the request has gone out (axios sends it a few promise turns later): over
  // HTTP/1.1 the browser opens six connections to a host, and the two dozen chunks of an area
  // and its page would otherwise queue the request behind them.
  setTimeout(() => {
    void AccountRoutes.preload();
    void accountScreenAt(pathname)?.screen.preload();
  });
}
