import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

function renderDialog() {
  const onConfirm = vi.fn();
  render(<ConfirmDeleteDialog title="Delete User" expectedText="ann@example.com" onConfirm={onConfirm} onCancel={vi.fn()} />);
  return { onConfirm, input: screen.getByLabelText('Type ann@example.com to confirm'), deleteButton: screen.getByRole('button', { name: 'Delete' }) };
}

describe('ConfirmDeleteDialog', () => {
  it('keeps Delete disabled until the typed text equals the expected value exactly', async () => {
    const user = userEvent.setup();
    const { input, deleteButton } = renderDialog();
    expect(deleteButton).toBeDisabled();

    for (const nearMiss of ['ann@example', 'ANN@example.com', 'ann@example.com ']) {
      await user.clear(input);
      await user.type(input, nearMiss);
      expect(deleteButton).toBeDisabled();
    }

    await user.clear(input);
    await user.type(input, 'ann@example.com');
    expect(deleteButton).toBeEnabled();
  });

  it('confirms only once the expected value is typed, by click or by Enter', async () => {
    const user = userEvent.setup();
    const { input, deleteButton, onConfirm } = renderDialog();

    await user.type(input, 'ann@example.co{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(input, 'm{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(deleteButton);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
