/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { dismissError, useShownError } from '@/lib/core/client/errors';
import { CivilServiceTabs, type CivilServicePanel } from './CivilServiceTabs.client';

const labels = { tabs: 'Civil service sections', failed: 'Not loaded.' };
const panels: CivilServicePanel[] = [
  { hash: 'daxili-musahibe', label: 'Internal', html: '<p>Internal text</p>' },
  { hash: 'umumi-musahibe', label: 'General', html: '<p>General text</p>' },
  { hash: 'huquqi-aktlar', label: 'Acts', html: '<p>Acts text</p>' },
];

afterEach(() => {
  act(() => dismissError());
  window.history.replaceState(null, '', '/');
});

function ErrorProbe() {
  const error = useShownError();
  return <output data-testid="error">{error ? `open:${error.empty}` : 'closed'}</output>;
}

describe('CivilServiceTabs', () => {
  it('is a navigation of anchors with every section in the server HTML', () => {
    const html = renderToString(<CivilServiceTabs panels={panels} labels={labels} />);
    expect(html).toContain('<nav aria-label="Civil service sections">');
    expect(html).toContain('href="#umumi-musahibe"');
    expect(html).not.toContain('role="tab"');
    expect(html).not.toContain('hidden');
    expect(html).toContain('General text');
  });

  it('selects the tab of the URL hash', () => {
    window.history.replaceState(null, '', '/#umumi-musahibe');
    render(<CivilServiceTabs panels={panels} labels={labels} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('General');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General text');
  });

  it('moves with clicks and arrow keys and keeps the hash in step', async () => {
    const user = userEvent.setup();
    render(<CivilServiceTabs panels={panels} labels={labels} />);
    await user.click(screen.getByRole('tab', { name: 'Acts' }));
    expect(window.location.hash).toBe('#huquqi-aktlar');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Acts text');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Internal' })).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Internal');
    expect(window.location.hash).toBe('#daxili-musahibe');
    expect(screen.getByRole('tab', { name: 'Acts' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens the error dialog with no text when a section failed', () => {
    render(
      <>
        <CivilServiceTabs
          panels={[...panels.slice(0, 2), { hash: 'huquqi-aktlar', label: 'Acts', html: null }]}
          labels={labels}
        />
        <ErrorProbe />
      </>,
    );
    expect(screen.getByTestId('error')).toHaveTextContent('open:true');
  });

  it('opens no dialog when every section loaded', () => {
    render(
      <>
        <CivilServiceTabs panels={panels} labels={labels} />
        <ErrorProbe />
      </>,
    );
    expect(screen.getByTestId('error')).toHaveTextContent('closed');
  });

  it('stays a list of links to the sections below 768 px (GOV.UK tabs on small screens)', () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      render(<CivilServiceTabs panels={panels} labels={labels} />);
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.getByRole('navigation', { name: labels.tabs })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Internal',
        'General',
        'Acts',
      ]);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
