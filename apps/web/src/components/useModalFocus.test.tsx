import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useModalFocus } from './useModalFocus';

function Modal({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref);
  return (
    <div ref={ref} role="dialog" aria-label="Edit" tabIndex={-1}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** A list whose rows are drawn afresh (a new key: new nodes) each time `version` changes, as a refetch can. */
function Screen() {
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <button type="button" key={version} onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          onClose={() => {
            setVersion((current) => current + 1);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('useModalFocus', () => {
  it('gives focus back to the opener, or to the control drawn in its place while the modal was open', async () => {
    render(<Screen />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    const replacement = screen.getByRole('button', { name: 'Open' });
    expect(replacement).not.toBe(opener);
    await waitFor(() => expect(replacement).toHaveFocus());
  });
});
