import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../app/lazyScreen';
import { AccountLayout } from './AccountLayout';
import { accountPaths } from './accountPaths';

const OverviewPage = lazyScreen(() => import('./overview/OverviewPage'), 'OverviewPage');
const DomainsPage = lazyScreen(() => import('./domains/DomainsPage'), 'DomainsPage');
const DomainPage = lazyScreen(() => import('./domains/DomainPage'), 'DomainPage');
const SmtpCredentialsPage = lazyScreen(() => import('./smtp/SmtpCredentialsPage'), 'SmtpCredentialsPage');
const ApiKeysPage = lazyScreen(() => import('./api-keys/ApiKeysPage'), 'ApiKeysPage');
const MessagesPage = lazyScreen(() => import('./messages/MessagesPage'), 'MessagesPage');
const MessagePage = lazyScreen(() => import('./messages/MessagePage'), 'MessagePage');
const SuppressionsPage = lazyScreen(() => import('./suppressions/SuppressionsPage'), 'SuppressionsPage');
const TestMessagePage = lazyScreen(() => import('./test-message/TestMessagePage'), 'TestMessagePage');
const WebhooksPage = lazyScreen(() => import('./webhooks/WebhooksPage'), 'WebhooksPage');
const WebhookPage = lazyScreen(() => import('./webhooks/WebhookPage'), 'WebhookPage');
const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage');

/** The customer area under /account: its layout checks the session, each screen loads on demand. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="domains" element={<DomainsPage />} />
        <Route path="domains/add" element={<DomainsPage isAdding />} />
        <Route path="domains/:domainId" element={<DomainPage />} />
        <Route path="smtp" element={<SmtpCredentialsPage />} />
        <Route path="smtp/add" element={<SmtpCredentialsPage isAdding />} />
        <Route path="api-keys" element={<ApiKeysPage />} />
        <Route path="api-keys/add" element={<ApiKeysPage isAdding />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="messages/:messageId" element={<MessagePage />} />
        <Route path="suppressions" element={<SuppressionsPage />} />
        <Route path="suppressions/add" element={<SuppressionsPage isAdding />} />
        <Route path="webhooks" element={<WebhooksPage />} />
        <Route path="webhooks/add" element={<WebhooksPage isAdding />} />
        <Route path="webhooks/:webhookId" element={<WebhookPage />} />
        <Route path="test-message" element={<TestMessagePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<Navigate to={accountPaths.overview} replace />} />
      </Route>
    </Routes>
  );
}
