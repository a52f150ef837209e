import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressText } from './AddressText';

describe('AddressText', () => {
  it('shows the whole address, with its only wrap opportunities before the @ and the dots', () => {
    const { container } = render(<AddressText text="margaret.longname-reader@mail.example.org" />);
    expect(container).toHaveTextContent(/^margaret\.longname-reader@mail\.example\.org$/);
    expect(container.querySelector('.address-text')!.innerHTML).toBe('margaret<wbr>.longname-reader<wbr>@mail<wbr>.example<wbr>.org');
  });

  it('keeps each address of a list, with its comma, in its own piece', () => {
    const { container } = render(<AddressText text="a@x.org, b.c@y.net" />);
    expect(container).toHaveTextContent(/^a@x\.org, b\.c@y\.net$/);
    expect(Array.from(container.querySelectorAll('.address-text'), (piece) => piece.textContent)).toEqual(['a@x.org,', 'b.c@y.net']);
  });

  it('wraps a text of several words at its spaces too, each word in its own piece', () => {
    const { container } = render(<AddressText text="DNS Records: mail.example.org" />);
    expect(container).toHaveTextContent(/^DNS Records: mail\.example\.org$/);
    expect(Array.from(container.querySelectorAll('.address-text'), (piece) => piece.innerHTML)).toEqual(['DNS', 'Records:', 'mail<wbr>.example<wbr>.org']);
  });

  it('leaves a name without dots or @ in one piece', () => {
    const { container } = render(<AddressText text="localhost" />);
    expect(container.querySelector('.address-text')!.innerHTML).toBe('localhost');
  });
});
