/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { allHrefs, azLabels, enLabels, menuItems } from './fixtures';
import { MainMenu } from './MainMenu';
import { loadCss, refreshStyles } from './test-utils';

const props = { items: menuItems, labels: enLabels, currentPath: '/en/xeberler' };

/** The server HTML, put into the document without hydrating it: the page as seen without JS. */
function renderServerHtml() {
  document.body.innerHTML = renderToString(<MainMenu {...props} />);
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('the server HTML holds every link, both variants and the no-JS state', () => {
  const html = renderToString(<MainMenu {...props} />);
  for (const href of allHrefs(menuItems)) {
    expect(html.split(`href="${href}"`)).toHaveLength(3); // once per variant
  }
  expect(html.match(/data-js="off"/g)).toHaveLength(2);
  expect(html).not.toMatch(/\shidden[\s=>]/);
  expect(html).not.toContain('role="dialog"');
});

describe('without JavaScript', () => {
  let unloadCss: () => void;
  beforeEach(() => {
    unloadCss = loadCss('DesktopMenu.module.css');
  });
  afterEach(() => unloadCss());

  test('keyboard focus inside a desktop group shows its links', async () => {
    const user = userEvent.setup();
    const body = renderServerHtml();
    const nav = within(body).getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Audit reports' })).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'Audit' })).toHaveFocus();
    refreshStyles();
    expect(within(nav).getByRole('link', { name: 'Audit reports' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Mission' })).not.toBeInTheDocument();
    await user.tab();
    refreshStyles();
    expect(within(nav).getByRole('link', { name: 'Audit reports' })).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Recommendations' })).toBeVisible();
  });
});

describe('without JavaScript, mobile', () => {
  let unloadCss: () => void;
  beforeEach(() => {
    unloadCss = loadCss('MobileMenu.module.css');
  });
  afterEach(() => unloadCss());

  test('the panel is a closed native disclosure that opens to every level, no dead toggles', () => {
    const body = renderServerHtml();
    const mobile = body.querySelector('details[data-js="off"]') as HTMLDetailsElement;
    expect(mobile).not.toHaveAttribute('open');
    expect(mobile.querySelector(':scope > summary')).toHaveTextContent('Open the menu');
    const nav = within(mobile).getByRole('navigation', { name: 'Main menu', hidden: true });
    const deep = within(nav).getByRole('link', { name: 'Audit department', hidden: true });
    expect(deep).not.toBeVisible();
    mobile.open = true; // what a click on the summary does, no script involved
    expect(deep).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(mobile).queryByRole('button', { name: 'Open the menu' })).toBeNull();
    expect(within(mobile).queryByRole('button', { name: /submenu/ })).toBeNull();
  });
});

test('once hydrated both variants switch to JS control and use the labels given', () => {
  render(<MainMenu {...props} labels={azLabels} />);
  const navs = screen.getAllByRole('navigation', { name: 'Əsas menyu' });
  expect(navs).toHaveLength(2);
  for (const root of document.querySelectorAll('[data-js]')) {
    expect(root).toHaveAttribute('data-js', 'on');
  }
  expect(screen.getByRole('button', { name: 'Menyunu aç' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Əsas menyu' })).toHaveAttribute('aria-modal', 'true');
  expect(screen.getAllByRole('button', { name: 'Structure — alt menyu' })).toHaveLength(2);
  expect(screen.getAllByRole('link', { name: 'INTOSAI (yeni pəncərədə açılır)' })).toHaveLength(2);
});
