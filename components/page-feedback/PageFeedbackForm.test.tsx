/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { PageFeedbackForm } from './PageFeedbackForm.client';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const pathname = jest.mocked(usePathname);

const LABELS = {
  label: 'Feedback on this page',
  question: 'Is this page useful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: 'What went wrong? (optional)',
  commentHint: 'At most 500 characters. Do not enter personal data.',
  send: 'Send',
  sending: 'Sending…',
  thanks: 'Thank you for your feedback.',
  failed: 'The feedback could not be saved now.',
};

const fetchMock = jest.fn();
const reply = (status: number, body: object) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body });

function show(path = '/en/xeberler', step: 'ask' | 'comment' | 'done' = 'ask', error = '') {
  pathname.mockReturnValue(path);
  return render(<PageFeedbackForm initial={{ path, back: path, step, error }} labels={LABELS} />);
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const sent = () => JSON.parse(String(fetchMock.mock.calls[0]![1].body));

describe('PageFeedbackForm', () => {
  it('renders plain forms that post to the API without JavaScript', () => {
    const { container } = show();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/page-feedback');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('value', 'yes');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('value', 'no');
    expect(container.querySelector('input[name=path]')).toHaveValue('/en/xeberler');
  });

  it('"No" opens the text field with its note and focuses it; Send posts JSON and thanks', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    const text = screen.getByRole('textbox', { name: 'What went wrong? (optional)' });
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription(LABELS.commentHint);
    expect(text).toHaveAttribute('maxlength', '500');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(text, 'The dates are missing');
    reply(200, { status: true, message: LABELS.thanks });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent()).toEqual({
      path: '/en/xeberler',
      useful: 'no',
      comment: 'The dates are missing',
    });
    expect(fetchMock.mock.calls[0]![1].headers.accept).toBe('application/json');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(LABELS.thanks);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('"Yes" posts at once; a refusal shows the server\'s message and keeps the question', async () => {
    show('/xeber/3');
    reply(429, { status: false, message: 'Too many answers were sent.' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(sent()).toEqual({ path: '/xeber/3', useful: 'yes' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many answers were sent.');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the outcome a no-JS answer came back with, without moving focus', () => {
    show('/en/xeberler', 'comment', 'The text may not contain HTML tags.');
    expect(screen.getByRole('alert')).toHaveTextContent('The text may not contain HTML tags.');
    expect(screen.getByRole('textbox')).not.toHaveFocus();
  });

  it('asks nothing on pages that are not content, and starts again after client navigation', async () => {
    const { rerender, container } = show('/sorgu');
    expect(container).toBeEmptyDOMElement();
    pathname.mockReturnValue('/en/xeberler');
    rerender(
      <PageFeedbackForm
        initial={{ path: '/sorgu', back: '/sorgu', step: 'done', error: '' }}
        labels={LABELS}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(container.querySelector('input[name=path]')).toHaveValue('/en/xeberler');
  });

  it('reads an Azerbaijani page the router names with its /az prefix as its public path', () => {
    pathname.mockReturnValue('/az/xeberler');
    const { container } = render(
      <PageFeedbackForm
        initial={{ path: '/xeberler', back: '/xeberler?x=1', step: 'done', error: '' }}
        labels={LABELS}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(LABELS.thanks);
    expect(container.querySelector('input[name=back]')).toBeNull();
  });
});
