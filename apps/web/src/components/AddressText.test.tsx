import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressText } from './AddressText';

describe('AddressText', () => {
  it('shows the whole address, with its only wrap opportunities before the @ and the dots', () => {
    const { container } = render(<AddressText text="margaret.longname-reader@mail.example.org" />);
    const shown = container.querySelector('.address-text')!;
    expect(shown).toHaveTextContent(/^margaret\.longname-reader@mail\.example\.org$/);
    expect(shown.innerHTML).toBe('margaret<wbr>.longname-reader<wbr>@mail<wbr>.example<wbr>.org');
  });

  it('leaves a name without dots or @ in one piece', () => {
    const { container } = render(<AddressText text="localhost" />);
    expect(container.querySelector('.address-text')!.innerHTML).toBe('localhost');
  });
});
