import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductLogo } from '../../app/ProductLogo';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CONSOLE_LOGO_STORAGE_KEY } from './consoleLogo';
import { LogoSettingsCard } from './LogoSettingsCard';

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

function renderWithSidebarLogo() {
  renderWithProviders(
    <>
      <ProductLogo />
      <LogoSettingsCard />
    </>,
  );
  return userEvent.setup();
}

describe('LogoSettingsCard', () => {
  it('starts at 120 by 40 and asks for an image before saving', async () => {
    const user = renderWithSidebarLogo();
    expect(screen.getByLabelText('Width')).toHaveValue(120);
    expect(screen.getByLabelText('Height')).toHaveValue(40);

    await user.click(screen.getByRole('button', { name: 'Save logo' }));

    expect(screen.getByText('Choose an image')).toBeInTheDocument();
    expect(localStorage.getItem(CONSOLE_LOGO_STORAGE_KEY)).toBeNull();
  });

  it('keeps the uploaded logo and its size in this browser, and the sidebar logo changes at once', async () => {
    const user = renderWithSidebarLogo();
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Logo image'), pngFile());
    await screen.findByRole('img', { name: 'Logo preview' });
    await user.clear(screen.getByLabelText('Width'));
    await user.type(screen.getByLabelText('Width'), '200');
    await user.click(screen.getByRole('button', { name: 'Save logo' }));

    const stored = JSON.parse(localStorage.getItem(CONSOLE_LOGO_STORAGE_KEY)!);
    expect(stored).toEqual({ image: expect.stringMatching(/^data:image\/png;base64,/), width: 200, height: 40 });
    const sidebarLogo = screen.getByRole('img', { name: 'Logo' });
    expect(sidebarLogo).toHaveAttribute('src', stored.image);
    expect(sidebarLogo).toHaveAttribute('width', '200');
    expect(screen.getByRole('status')).toHaveTextContent('Logo saved');

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(localStorage.getItem(CONSOLE_LOGO_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
  });

  it('refuses sizes that are not whole numbers from 1 to 1000', async () => {
    const user = renderWithSidebarLogo();
    await user.upload(screen.getByLabelText('Logo image'), pngFile());
    await user.clear(screen.getByLabelText('Height'));
    await user.type(screen.getByLabelText('Height'), '0');
    await user.click(screen.getByRole('button', { name: 'Save logo' }));

    expect(screen.getByText('Height must be a whole number from 1 to 1000')).toBeInTheDocument();
    expect(localStorage.getItem(CONSOLE_LOGO_STORAGE_KEY)).toBeNull();
  });
});
