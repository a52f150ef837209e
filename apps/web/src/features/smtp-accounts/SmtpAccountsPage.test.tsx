import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEARCH_CUT_SHORT_TEXT } from '../../components/EntityListPage';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SmtpAccountsPage } from './SmtpAccountsPage';

describe('SmtpAccountsPage', () => {
  it('says a search that matches anywhere may be stopped, and that it was, rather than that nothing matches', async () => {
    mockApiGet({ '/api/admin/smtp-accounts': { items: [], total: null, has_more: false, page: 1, limit: 20, search_cut_short: true } });
    renderWithProviders(
      <Routes>
        <Route path="/myproadmin/smtp" element={<SmtpAccountsPage />} />
      </Routes>,
      { route: '/myproadmin/smtp?search=news' },
    );

    expect(screen.getByRole('searchbox', { name: 'Search SMTP accounts' })).toHaveAccessibleDescription(
      'Matches any part of the e-mail or domain; a search that takes too long is stopped.',
    );
    expect(await screen.findByText(SEARCH_CUT_SHORT_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('No SMTP accounts match this search.')).not.toBeInTheDocument();
  });
});
