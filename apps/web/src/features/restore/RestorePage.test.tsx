import type { RestoreResponse } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RestorePage } from './RestorePage';

const restored: RestoreResponse = {
  restored: true,
  backup_taken_at: '2024-03-02T10:00:00.000Z',
  backup_file: 'backup-2024-03-02.json.gz',
  collections: { users: 3 },
  safety_backup_file: 'backup-2024-03-03.json.gz',
};

function serveBackups() {
  return mockApiGet({
    '/api/admin/backups': {
      items: [{ file: 'backup-2024-03-02.json.gz', taken_at: '2024-03-02T10:00:00.000Z', reason: 'manual', size: 2048 }],
      total: 1,
      page: 1,
      limit: 20,
    },
  });
}

async function runRestore() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Run Restore' }));
  const confirmation = screen.getByRole('dialog', { name: 'Run Restore' });
  await user.click(screen.getAllByRole('button', { name: 'Run Restore' }).find((button) => confirmation.contains(button))!);
}

describe('RestorePage', () => {
  it('asks before restoring, and sends nothing when the admin cancels', async () => {
    serveBackups();
    const post = vi.spyOn(api, 'post');
    renderWithProviders(<RestorePage />);
    await screen.findByText('Manual');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Run Restore' }));
    expect(screen.getByRole('dialog', { name: 'Run Restore' })).toHaveTextContent('All current data will be replaced by the newest backup');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server\'s answer as formatted JSON after the restore', async () => {
    serveBackups();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: restored });
    renderWithProviders(<RestorePage />);

    await runRestore();

    const result = await screen.findByLabelText('Restore result');
    expect(result.textContent).toBe(JSON.stringify(restored, null, 2));
    expect(post).toHaveBeenCalledWith('/api/admin/restore');
  });

  it('shows the server\'s message as the result when there is no backup to restore', async () => {
    serveBackups();
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(404, { statusCode: 404, message: 'No backup to restore', error: 'Not Found' }));
    renderWithProviders(<RestorePage />);

    await runRestore();

    expect(await screen.findByLabelText('Restore result')).toHaveTextContent('No backup to restore');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails silently on any other error', async () => {
    serveBackups();
    const post = vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(500));
    renderWithProviders(<RestorePage />);

    await runRestore();

    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(await screen.findByText('Run Restore to see its result here.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
