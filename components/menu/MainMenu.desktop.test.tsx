/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enLabels, menuItems } from '@/test/fixtures/menu';
import { MenuWithTree } from '@/test/menu';
import { loadCss } from '@/test/menu-helpers';

let unloadCss: () => void;
beforeAll(() => {
  unloadCss = loadCss(1280, 'MainMenu.module.css');
});
afterAll(() => unloadCss());

function setup(currentPath = '/en/history') {
  const user = userEvent.setup();
  render(
    <>
      <MenuWithTree items={menuItems} labels={enLabels} currentPath={currentPath} />
      <button type="button">After the menu</button>
    </>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const top = (name: string) => within(nav).getByRole('button', { name });
  return { user, nav, top };
}

test('renders the top-level groups as collapsed disclosure buttons', () => {
  const { nav, top } = setup();
  expect(nav.closest('[data-js]')).toHaveAttribute('data-js', 'on');
  // The bar is a plain navigation landmark, not a dialog; the phone's button is not shown.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
  for (const name of ['About us', 'Audit', 'Media']) {
    expect(top(name)).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(top(name).getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();
  }
  expect(screen.queryByRole('link', { name: 'Mission' })).not.toBeInTheDocument();
});

test('a click opens a group and a second click closes it', async () => {
  const { user, top } = setup();
  await user.click(top('About us'));
  expect(top('About us')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Mission' })).toBeVisible();
  await user.click(top('About us'));
  expect(top('About us')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Mission' })).not.toBeInTheDocument();
});

test('only one top-level group is open at a time', async () => {
  const { user, top } = setup();
  await user.click(top('About us'));
  await user.click(top('Audit'));
  expect(top('About us')).toHaveAttribute('aria-expanded', 'false');
  expect(top('Audit')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('link', { name: 'Mission' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Audit reports' })).toBeVisible();
});

test('a click outside the menu closes the open group', async () => {
  const { user, top } = setup();
  await user.click(top('Media'));
  expect(top('Media')).toHaveAttribute('aria-expanded', 'true');
  await user.click(document.body);
  expect(top('Media')).toHaveAttribute('aria-expanded', 'false');
});

test('choosing a link closes the open group', async () => {
  const { user, top } = setup();
  await user.click(top('Media'));
  const news = screen.getByRole('link', { name: 'News' });
  news.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
  await user.click(news);
  expect(top('Media')).toHaveAttribute('aria-expanded', 'false');
});

test('Enter and Space toggle a focused group button', async () => {
  const { user, top } = setup();
  await user.tab();
  expect(top('About us')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(top('About us')).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(top('About us')).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard(' ');
  expect(top('About us')).toHaveAttribute('aria-expanded', 'true');
});

test('ArrowLeft and ArrowRight move between top-level buttons, wrapping; Home and End', async () => {
  const { user, top } = setup();
  top('About us').focus();
  await user.keyboard('{ArrowRight}');
  expect(top('Audit')).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(top('About us')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(top('Media')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(top('About us')).toHaveFocus();
  await user.keyboard('{End}');
  expect(top('Media')).toHaveFocus();
});

test('ArrowDown opens a group and focuses its first link; arrows, Home and End move in the list', async () => {
  const { user, top } = setup();
  // Browsers do not focus what is not displayed: the list must be shown before focus moves.
  const mission = screen.getByRole('link', { name: 'Mission', hidden: true });
  let displayedWhenFocused = false;
  mission.addEventListener('focus', () => {
    displayedWhenFocused = getComputedStyle(mission.closest('ul')!).display !== 'none';
  });
  top('About us').focus();
  await user.keyboard('{ArrowDown}');
  expect(top('About us')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Mission' })).toHaveFocus();
  expect(displayedWhenFocused).toBe(true);
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Structure' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Structure — submenu' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Mission' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('link', { name: 'Mission' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
});

test('Escape closes the open group and returns focus to its button', async () => {
  const { user, top } = setup();
  top('Audit').focus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Recommendations' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(top('Audit')).toHaveAttribute('aria-expanded', 'false');
  expect(top('Audit')).toHaveFocus();
});

test('Escape on the button of an open group closes it and keeps focus there', async () => {
  const { user, top } = setup();
  await user.click(top('Media'));
  expect(top('Media')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(top('Media')).toHaveAttribute('aria-expanded', 'false');
  expect(top('Media')).toHaveFocus();
});

test('a link with children has its own toggle that opens the nested levels', async () => {
  const { user, top } = setup();
  await user.click(top('About us'));
  const structure = screen.getByRole('button', { name: 'Structure — submenu' });
  expect(structure).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
  await user.click(structure);
  expect(structure).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Departments — submenu' }));
  expect(screen.getByRole('link', { name: 'Audit department' })).toBeVisible();
  expect(top('About us')).toHaveAttribute('aria-expanded', 'true');
});

test('Escape closes the innermost open list first, focusing its toggle, then the group', async () => {
  const { user, top } = setup();
  await user.click(top('About us'));
  const structure = screen.getByRole('button', { name: 'Structure — submenu' });
  await user.click(structure);
  screen.getByRole('link', { name: 'Departments' }).focus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Board' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(structure).toHaveAttribute('aria-expanded', 'false');
  expect(structure).toHaveFocus();
  expect(top('About us')).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(top('About us')).toHaveAttribute('aria-expanded', 'false');
  expect(top('About us')).toHaveFocus();
});

test('Tab walks into an open group and moving focus out of the nav closes it', async () => {
  const { user, top } = setup();
  await user.click(top('Media'));
  await user.tab();
  expect(screen.getByRole('link', { name: 'News' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Videos' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(top('Media')).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
  expect(top('Media')).toHaveAttribute('aria-expanded', 'false');
});

test('Tab from an open group to the next top-level button closes the group', async () => {
  const { user, top } = setup();
  top('Audit').focus();
  await user.keyboard('{ArrowDown}{End}');
  await user.tab();
  expect(top('Media')).toHaveFocus();
  expect(top('Audit')).toHaveAttribute('aria-expanded', 'false');
});

test('the link of the current page, and only it, has aria-current="page"', async () => {
  const { user, top } = setup('/en/structure/board/');
  await user.click(top('About us'));
  await user.click(screen.getByRole('button', { name: 'Structure — submenu' }));
  expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Mission', 'Structure', 'History']) {
    expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  }
});

test('an external link opens in a new tab and announces it', async () => {
  const { user, top } = setup();
  await user.click(top('Audit'));
  const link = screen.getByRole('link', { name: 'INTOSAI (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://www.intosai.org');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const internal = screen.getByRole('link', { name: 'Audit reports' });
  expect(internal).not.toHaveAttribute('target');
});
