// The shared modal: a labelled dialog that holds focus, closes on Escape, the Close button or the
// backdrop, gives focus back, and shuts the page behind it off from pointer and keyboard.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../web/src/components/modal';

function Harness({ children, title = 'Edit word' }: { children?: ReactNode; title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="page">
      <button type="button" onClick={() => setOpen(true)}>
        Open {title}
      </button>
      <Modal title={title} open={open} onClose={() => setOpen(false)}>
        {children ?? (
          <>
            <input aria-label="Word" />
            <button type="button">Save</button>
          </>
        )}
      </Modal>
    </div>
  );
}

async function openModal(children?: ReactNode) {
  const user = userEvent.setup();
  render(<Harness>{children}</Harness>);
  const opener = screen.getByRole('button', { name: 'Open Edit word' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Edit word' }) };
}

describe('the modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, starting in its first field', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Word'));
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    // Tab past the last element lands on the focus manager's guard, which moves on to the first.
    await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.tab({ shift: true });
    await waitFor(() => expect(document.activeElement).toBe(save));
  });

  it('makes the page behind it inert, and not once closed', async () => {
    const { user } = await openModal();
    const page = screen.getByTestId('page').parentElement as HTMLElement;
    expect(page.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the Close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close dialog' })),
    ],
  ])('closes on %s and gives focus back to the opener', async (_case, close) => {
    const { user, opener } = await openModal();
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on a press on the backdrop, not on one inside the dialog', async () => {
    const { dialog } = await openModal();
    fireEvent.mouseDown(dialog);
    expect(screen.queryByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks: Escape closes only the inner one, which gives focus back to the outer one', async () => {
    const { user } = await openModal(<Harness title="Language settings" />);
    const innerOpener = screen.getByRole('button', { name: 'Open Language settings' });
    await user.click(innerOpener);
    expect(screen.getByRole('dialog', { name: 'Language settings' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Language settings' })).toBeNull();
    const outer = screen.getByRole('dialog', { name: 'Edit word' });
    await waitFor(() => expect(document.activeElement).toBe(innerOpener));
    // The outer dialog is usable again.
    expect(outer.closest('[inert]')).toBeNull();
  });
});
