/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareWidget, type ShareLabels } from './ShareWidget.client';

const URL_ = 'https://sai.gov.az/en/xeber/42?ref=a&b=ç';
const TITLE = 'Audit & "Büdcə" 2026: nəticələr';
const labels: ShareLabels = {
  heading: 'Share',
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
  copy: 'Copy link',
  copied: 'Link copied',
  newTab: '(opens in a new tab)',
};

const u = encodeURIComponent(URL_);
const t = encodeURIComponent(TITLE);

// user-event's setup() installs its own clipboard stub: tests replace it after setup().
function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ShareWidget', () => {
  it('is a group named by its heading', () => {
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
  });

  it('links to each network with the URL and title encoded exactly', () => {
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    const href = (name: string) =>
      screen
        .getByRole('link', { name: `Share: ${name} (opens in a new tab)` })
        .getAttribute('href');
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(href('X')).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    expect(href('WhatsApp')).toBe(`https://wa.me/?text=${t}%20${u}`);
    expect(u).toBe('https%3A%2F%2Fsai.gov.az%2Fen%2Fxeber%2F42%3Fref%3Da%26b%3D%C3%A7');
    expect(t).toContain('%26%20%22B%C3%BCdc%C9%99%22');
  });

  it('opens every network in a new tab, safely, and says so in the name', () => {
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('copies the URL with the Clipboard API and announces it for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    // Let the clipboard promise settle and React render, without moving the clock.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status).toHaveTextContent('Link copied');

    act(() => jest.advanceTimersByTime(2900));
    expect(status).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(200));
    expect(status).toBeEmptyDOMElement();
  });

  it('falls back to selecting a field and execCommand when the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    let selected = '';
    const execCommand = jest.fn((command: string) => {
      const field = document.activeElement as HTMLInputElement;
      selected = field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
      return command === 'copy';
    });
    document.execCommand = execCommand;
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Copy link' });

    await user.click(button);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(URL_);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(button).toHaveFocus();
  });

  it('falls back when the Clipboard API refuses', async () => {
    const user = userEvent.setup();
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    const execCommand = jest.fn(() => true);
    document.execCommand = execCommand;
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
  });

  it('announces nothing when copying fails', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    const execCommand = jest.fn(() => false);
    document.execCommand = execCommand;
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    // Give a (wrong) announcement the time to render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the copy button once hydrated', () => {
    render(<ShareWidget url={URL_} title={TITLE} labels={labels} />);
    const group = screen.getByRole('group', { name: 'Share' });
    expect(within(group).getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});
