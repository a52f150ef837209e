import type { MessageSummary } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MessagesPage } from './MessagesPage';

function message(index: number, changes: Partial<MessageSummary> = {}): MessageSummary {
  return {
    _id: `m${index}`,
    message_id: `m${index}@mail.example.com`,
    from: 'Ann <ann@mail.example.com>',
    to: [`reader${index}@inbox.example`],
    subject: `Hello ${index}`,
    status: 'delivered',
    domain: 'mail.example.com',
    source: 'http',
    created_at: '2026-05-02T10:00:00.000Z',
    updated_at: '2026-05-02T10:00:05.000Z',
    ...changes,
  };
}

/** Answers like the server: 45 messages, paged by page and limit. */
function pagedMessages(params: Record<string, unknown> | undefined) {
  const page = Number(params?.page ?? 1);
  const limit = Number(params?.limit ?? 20);
  const all = Array.from({ length: 45 }, (_, index) => message(index + 1));
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length, has_more: page * limit < all.length, page, limit };
}

/**
 * Answers like the server when a search stops before it has read every message: no total, more
 * may follow. Pages 1 and 2 are full; page 3 has found nothing yet, and 2 messages once asked again.
 */
function uncountedMessages() {
  let page3Asked = 0;
  return (params: Record<string, unknown> | undefined) => {
    const page = Number(params?.page ?? 1);
    if (page === 3) page3Asked += 1;
    const count = page < 3 ? 20 : page3Asked > 1 ? 2 : 0;
    const items = Array.from({ length: count }, (_, index) => message((page - 1) * 20 + index + 1));
    return { items, total: null, has_more: !(page === 3 && page3Asked > 1), page, limit: 20 };
  };
}

function renderMessages(route = '/account/messages') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/messages" element={<MessagesPage />} />
      <Route path="/account/messages/:messageId" element={<h1>Message page</h1>} />
    </Routes>,
    { route },
  );
  return user;
}

describe('MessagesPage', () => {
  it('pages through the log with the server’s page, limit and total', async () => {
    const get = mockApiGet({ '/api/v1/messages': pagedMessages });
    const user = renderMessages();

    expect(await screen.findByText('Hello 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Hello 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Hello 41')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    expect(paramsOfGets(get, '/api/v1/messages')).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
      { page: 3, limit: 20 },
    ]);
  });

  it('searches by recipient, subject, status, failure reason and date range, starting again at page 1', async () => {
    const get = mockApiGet({ '/api/v1/messages': pagedMessages });
    const user = renderMessages('/account/messages?page=2');
    await screen.findByText('Hello 21');

    const search = screen.getByRole('search', { name: 'Search messages' });
    await user.type(within(search).getByLabelText('Recipient'), 'reader1');
    await user.type(within(search).getByLabelText('Subject'), 'Hello');
    await user.selectOptions(within(search).getByLabelText('Status'), 'Bounced');
    await user.selectOptions(within(search).getByLabelText('Failure reason'), 'Mailbox full');
    await user.type(within(search).getByLabelText('Date from'), '2026-05-01');
    await user.type(within(search).getByLabelText('Date to'), '2026-05-03');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await screen.findByText('Hello 1');
    expect(paramsOfGets(get, '/api/v1/messages').at(-1)).toEqual({
      page: 1,
      limit: 20,
      recipient: 'reader1',
      subject: 'Hello',
      status: 'bounced',
      bounce_reason: 'mailbox_full',
      date_from: '2026-05-01',
      date_to: '2026-05-03',
    });
  });

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    const get = mockApiGet({ '/api/v1/messages': pagedMessages });
    const user = renderMessages();
    await screen.findByText('Hello 1');

    await user.type(screen.getByLabelText('Date from'), '2026-05-03');
    await user.type(screen.getByLabelText('Date to'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(paramsOfGets(get, '/api/v1/messages')).toHaveLength(1);
  });

  it('reads the search from the address, says when nothing matches, and Clear drops it', async () => {
    const get = mockApiGet({
      '/api/v1/messages': (params) => (params?.status === 'failed' ? { items: [], total: 0, has_more: false, page: 1, limit: 20 } : pagedMessages(params)),
    });
    const user = renderMessages('/account/messages?status=failed&recipient=nobody&from=not-a-date');

    expect(await screen.findByText('No messages match this search.')).toBeInTheDocument();
    expect(paramsOfGets(get, '/api/v1/messages')[0]).toEqual({ page: 1, limit: 20, status: 'failed', recipient: 'nobody' });
    expect(screen.getByLabelText('Recipient')).toHaveValue('nobody');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Hello 1')).toBeInTheDocument();
    expect(paramsOfGets(get, '/api/v1/messages').at(-1)).toEqual({ page: 1, limit: 20 });
  });

  it('opens a message’s page from its row', async () => {
    mockApiGet({ '/api/v1/messages': pagedMessages });
    const user = renderMessages();

    await user.click(await screen.findByText('Hello 3'));

    expect(await screen.findByRole('heading', { name: 'Message page' })).toBeInTheDocument();
  });

  it("pages on in 'more' mode while a search that stopped early says more may follow, and searches further for a page not full", async () => {
    const get = mockApiGet({ '/api/v1/messages': uncountedMessages() });
    const user = renderMessages('/account/messages?subject=Hello');

    expect(await screen.findByText('Hello 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 items; more may follow')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Hello 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));

    expect(await screen.findByText('No messages match this search among those it read so far. Older ones may: search further, or narrow the dates.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 items; more may follow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search further' }));

    expect(await screen.findByText('Hello 42')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search further' })).not.toBeInTheDocument();
    expect(paramsOfGets(get, '/api/v1/messages').map((params) => params?.page)).toEqual([1, 2, 3, 3]);
  });
});
