/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissError, showError } from '@/lib/core/client/errors';
import { ErrorDialog, type ErrorDialogLabels } from './ErrorDialog.client';

const labels: ErrorDialogLabels = {
  title: 'Error',
  close: 'Close',
  defaultMessage: 'An unknown error occurred',
};

const proto = HTMLDialogElement.prototype;
const native = { showModal: proto.showModal, close: proto.close };

// jsdom has <dialog> but not its modal methods: a minimal stand-in that records the calls.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
});

beforeEach(() => {
  proto.showModal = showModal;
  proto.close = close;
  showModal.mockClear();
  close.mockClear();
});

afterEach(() => {
  act(() => dismissError());
  proto.showModal = native.showModal;
  proto.close = native.close;
});

function Page({ message, empty }: { message?: string; empty?: boolean }) {
  return (
    <>
      <button type="button" onClick={() => showError(message, { empty })}>
        Send
      </button>
      <ErrorDialog labels={labels} />
    </>
  );
}

describe('ErrorDialog', () => {
  it('is closed until an error is shown', () => {
    render(<Page />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens modally with the server message, focus on the close button', async () => {
    const user = userEvent.setup();
    render(<Page message="Xəbər tapılmadı" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('alertdialog', { name: labels.title });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Xəbər tapılmadı');
    expect(dialog.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: labels.close })).toHaveFocus();
  });

  it.each([undefined, '', '   '])('shows the default message for %p', async (message) => {
    const user = userEvent.setup();
    render(<Page message={message} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(labels.defaultMessage);
  });

  it('shows no message at all when asked for an empty dialog', async () => {
    const user = userEvent.setup();
    render(<Page message="" empty />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('alertdialog', { name: labels.title });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog.querySelector('p')).toBeNull();
    expect(screen.queryByText(labels.defaultMessage)).toBeNull();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Page message="Captcha yanlışdır" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('closes with the close button and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page message="Captcha yanlışdır" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: labels.close }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('shows the latest of several errors', () => {
    render(<Page />);
    act(() => {
      showError('first');
      showError('second');
    });
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('second');
    act(() => showError('third'));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('third');
    expect(screen.queryByText('second')).toBeNull();
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('falls back to the open attribute where showModal does not exist', async () => {
    // @ts-expect-error -- simulate a browser without the modal API
    delete proto.showModal;
    // @ts-expect-error -- as above
    delete proto.close;
    const user = userEvent.setup();
    render(<Page message="x" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alertdialog')).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
