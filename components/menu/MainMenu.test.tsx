/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { allHrefs, azLabels, enLabels, menuItems } from '@/test/fixtures/menu';
import { MenuWithTree } from '@/test/menu';
import { loadCss, refreshStyles } from '@/test/menu-helpers';

const props = { items: menuItems, labels: enLabels, currentPath: '/en/xeberler' };

/** The server HTML, put into the document without hydrating it: the page as seen without JS. */
function renderServerHtml() {
  document.body.innerHTML = renderToString(<MenuWithTree {...props} />);
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('the server HTML holds every link once, one navigation, and the no-JS state', () => {
  const html = renderToString(<MenuWithTree {...props} />);
  for (const href of allHrefs(menuItems)) {
    expect(html.split(`href="${href}"`)).toHaveLength(2);
  }
  expect(html.match(/<nav /g)).toHaveLength(1);
  expect(html.match(/data-js="off"/g)).toHaveLength(1);
  expect(html).not.toMatch(/\shidden[\s=>]/);
  expect(html).not.toContain('role="dialog"');
  expect(html).not.toContain('aria-modal');
});

describe('without JavaScript, 1280 px', () => {
  let unloadCss: () => void;
  beforeEach(() => {
    unloadCss = loadCss(1280, 'MainMenu.module.css');
  });
  afterEach(() => unloadCss());

  test('the bar is shown, not the phone button; keyboard focus inside a group shows its links', async () => {
    const user = userEvent.setup();
    const body = renderServerHtml();
    expect(body.querySelector('summary')).not.toBeVisible();
    const nav = within(body).getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeVisible();
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

describe('without JavaScript, 375 px', () => {
  let unloadCss: () => void;
  beforeEach(() => {
    unloadCss = loadCss(375, 'MainMenu.module.css');
  });
  afterEach(() => unloadCss());

  test('a closed native disclosure opens the panel with every level, no dead toggles', () => {
    const body = renderServerHtml();
    const details = body.querySelector('details') as HTMLDetailsElement;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector(':scope > summary')).toHaveTextContent('Open the menu');
    expect(details.querySelector(':scope > summary')).toBeVisible();
    expect(within(body).queryByRole('navigation')).toBeNull();
    const deep = within(body).getByRole('link', { name: 'Audit department', hidden: true });
    expect(deep).not.toBeVisible();
    details.open = true; // what a click on the summary does, no script involved
    refreshStyles();
    expect(deep).toBeVisible();
    const nav = within(body).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: /submenu/ })).toBeNull();
    details.open = false;
    refreshStyles();
    expect(deep).not.toBeVisible();
  });
});

test('once hydrated the menu switches to JS control and uses the labels given', () => {
  render(<MenuWithTree {...props} labels={azLabels} />);
  expect(screen.getAllByRole('navigation', { name: 'Əsas menyu' })).toHaveLength(1);
  expect(document.querySelector('[data-js]')).toHaveAttribute('data-js', 'on');
  expect(document.querySelector('details')).toBeNull();
  expect(screen.getByRole('button', { name: 'Menyunu aç' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getAllByRole('button', { name: 'Structure — alt menyu' })).toHaveLength(1);
  expect(screen.getAllByRole('link', { name: 'INTOSAI (yeni pəncərədə açılır)' })).toHaveLength(1);
});
