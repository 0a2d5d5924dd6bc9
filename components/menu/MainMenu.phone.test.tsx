/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enLabels, menuItems } from '@/test/fixtures/menu';
import { MenuWithTree } from '@/test/menu';
import { loadCss } from '@/test/menu-helpers';

let unloadCss: () => void;
beforeAll(() => {
  unloadCss = loadCss(375, 'MainMenu.module.css');
});
afterAll(() => unloadCss());
afterEach(() => {
  document.body.style.overflow = '';
});

function setup() {
  const user = userEvent.setup();
  render(<MenuWithTree items={menuItems} labels={enLabels} currentPath="/en/mission" />);
  const toggle = screen.getByRole('button', { name: 'Open the menu' });
  return { user, toggle };
}

async function openPanel() {
  const { user, toggle } = setup();
  await user.click(toggle);
  const dialog = screen.getByRole('dialog', { name: 'Main menu' });
  const closeButton = within(dialog).getByRole('button', { name: 'Close the menu' });
  return { user, toggle, dialog, closeButton };
}

test('the toggle controls a panel that is closed at first, and not a dialog while closed', () => {
  const { toggle } = setup();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(panel).not.toHaveAttribute('role');
  expect(panel).not.toHaveAttribute('aria-modal');
  expect(panel).not.toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('opening shows a modal dialog, moves focus to its close button and locks the page', async () => {
  const { toggle, dialog, closeButton } = await openPanel();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Close the menu');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
  expect(closeButton).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
  expect(within(dialog).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('Tab and Shift+Tab are trapped inside the open panel', async () => {
  const { user, dialog, closeButton } = await openPanel();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'About us' })).toHaveFocus();
  await user.tab();
  await user.tab();
  const media = within(dialog).getByRole('button', { name: 'Media' });
  expect(media).toHaveFocus();
  await user.tab();
  expect(closeButton).toHaveFocus();
  await user.tab({ shift: true });
  expect(media).toHaveFocus();
  await user.click(media);
  await user.tab();
  await user.tab();
  expect(within(dialog).getByRole('link', { name: 'Videos' })).toHaveFocus();
  await user.tab();
  expect(closeButton).toHaveFocus();
});

test('Escape closes the panel, returns focus to the toggle and restores scrolling', async () => {
  document.body.style.overflow = 'scroll';
  const { user, toggle } = await openPanel();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAccessibleName('Open the menu');
  expect(toggle).toHaveFocus();
  expect(document.body.style.overflow).toBe('scroll');
});

test('the close button closes the panel and returns focus to the toggle', async () => {
  const { user, toggle, closeButton } = await openPanel();
  await user.click(closeButton);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('a click on the backdrop closes the panel', async () => {
  const { user, toggle, dialog } = await openPanel();
  const backdrop = dialog.previousElementSibling;
  expect(backdrop).toHaveAttribute('aria-hidden', 'true');
  await user.click(backdrop as Element);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the tree is an accordion of disclosures, three levels deep', async () => {
  const { user, dialog } = await openPanel();
  const about = within(dialog).getByRole('button', { name: 'About us' });
  const audit = within(dialog).getByRole('button', { name: 'Audit' });
  expect(about).toHaveAttribute('aria-expanded', 'false');
  await user.click(about);
  expect(about).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByRole('link', { name: 'Mission' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Structure — submenu' }));
  await user.click(within(dialog).getByRole('button', { name: 'Departments — submenu' }));
  expect(within(dialog).getByRole('link', { name: 'Audit department' })).toBeVisible();
  await user.click(audit);
  expect(about).toHaveAttribute('aria-expanded', 'false');
  expect(within(dialog).queryByRole('link', { name: 'Mission' })).not.toBeInTheDocument();
  const external = within(dialog).getByRole('link', { name: 'INTOSAI (opens in a new tab)' });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});

test('choosing a link closes the panel', async () => {
  const { user, toggle, dialog } = await openPanel();
  await user.click(within(dialog).getByRole('button', { name: 'Media' }));
  const news = within(dialog).getByRole('link', { name: 'News' });
  news.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
  await user.click(news);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.body.style.overflow).toBe('');
});

test('inside the open panel the tree is an accordion: Escape on an open group closes the panel', async () => {
  const { user, toggle, dialog } = await openPanel();
  const about = within(dialog).getByRole('button', { name: 'About us' });
  await user.click(about);
  await user.keyboard('{ArrowRight}');
  expect(about).toHaveFocus(); // no roving focus as in the bar
  // Mission, Structure, its submenu toggle, History, then the next group.
  for (let i = 0; i < 5; i++) await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Audit' })).toHaveFocus();
  expect(about).toHaveAttribute('aria-expanded', 'true'); // leaving a group does not close it
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

test('growing past 768 px closes the panel and restores scrolling', async () => {
  const listeners: Array<(event: { matches: boolean }) => void> = [];
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => listeners.push(fn),
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    const { toggle } = await openPanel();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => listeners.forEach((fn) => fn({ matches: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  } finally {
    window.matchMedia = matchMedia;
  }
});
