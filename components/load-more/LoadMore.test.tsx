/** @jest-environment jsdom */
import { act, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { SWRConfig } from 'swr';
import { showError } from '@/lib/core/client/errors';
import { useLoadMore, useServerList } from '@/lib/core/client/use-load-more';
import { LoadMore } from './LoadMore.client';

jest.mock('@/lib/core/client/errors', () => ({ showError: jest.fn() }));
const fetchMock = jest.fn();

type Item = { id: number; title: string };
const items = (from: number, n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i + 1, title: `Item ${from + i + 1}` }));

function reply(list: Item[] | null) {
  const body = list
    ? { status: true, message: '', xeberler: list }
    : { status: false, message: 'Bilinməyən xəta baş verdi' };
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
}

const row = (item: Item) => (
  <li key={item.id}>
    <a href={`/xeber/${item.id}`}>{item.title}</a>
  </li>
);

function List({ initialDone = false }: { initialDone?: boolean }) {
  const { loaded, listRef, added, loading, done, loadMore } = useLoadMore<Item>({
    path: 'xeberler/get',
    input: { language: 'az' },
    field: 'xeberler',
    shown: 3,
    from: 0,
    pageSize: 3,
    initialDone,
  });
  const { box, list } = useServerList(listRef);
  return (
    <>
      {/* The server's items (a static part on the site), which the hook only counts. */}
      <div ref={box}>
        <ul>{items(0, 3).map(row)}</ul>
      </div>
      {/* The loaded ones join the same list. */}
      {list && createPortal(loaded.map(row), list)}
      <LoadMore
        href="?count=6"
        label="Daha çox göstər"
        loadingLabel="Yüklənir…"
        status={added === null ? '' : `${added} more`}
        loading={loading}
        done={done}
        onLoad={loadMore}
      />
    </>
  );
}

// A fresh SWR cache per test, as a fresh page load has.
const render = (ui: ReactElement) =>
  rtlRender(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.history.replaceState(null, '', '/xeberler');
});

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name }));
  });
}

describe('Load more', () => {
  it('is a link to the longer server-rendered list', () => {
    render(<List />);
    expect(screen.getByRole('link', { name: 'Daha çox göstər' })).toHaveAttribute(
      'href',
      '?count=6',
    );
  });

  it('asks from the number already shown, appends, focuses the first new item and remembers the count', async () => {
    fetchMock.mockReturnValueOnce(reply(items(3, 3)));
    render(<List />);
    await click('Daha çox göstər');
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ language: 'az', limit: 3, from: 3 });
    // One list: the loaded items follow the server's in it.
    expect(screen.getByRole('list').children).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Item 4' })).toHaveFocus();
    expect(window.location.search).toBe('?count=6');
    expect(screen.getByRole('status')).toHaveTextContent('3 more');
  });

  it('disappears when a load returns fewer than a page', async () => {
    fetchMock.mockReturnValueOnce(reply(items(3, 1)));
    render(<List />);
    await click('Daha çox göstər');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Daha çox göstər' })).toBeNull();
  });

  it('disappears after an empty load', async () => {
    fetchMock.mockReturnValueOnce(reply([]));
    render(<List />);
    await click('Daha çox göstər');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Daha çox göstər' })).toBeNull();
  });

  it('keeps what is shown and the button after a failed load, with the error dialog', async () => {
    fetchMock.mockReturnValueOnce(reply(null));
    render(<List />);
    await click('Daha çox göstər');
    expect(showError).toHaveBeenCalledWith('Bilinməyən xəta baş verdi');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Daha çox göstər' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('tries the same page again after a failed load, and keeps going', async () => {
    fetchMock.mockReturnValueOnce(reply(null)).mockReturnValueOnce(reply(items(3, 3)));
    fetchMock.mockReturnValueOnce(reply(items(6, 3)));
    render(<List />);
    await click('Daha çox göstər');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await click('Daha çox göstər');
    await click('Daha çox göstər');
    const froms = fetchMock.mock.calls.map(
      (c) => (JSON.parse((c as [string, RequestInit])[1].body as string) as { from: number }).from,
    );
    expect(froms).toEqual([3, 3, 6]);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Item 7' })).toHaveFocus();
    expect(window.location.search).toBe('?count=9');
  });

  it('is not shown when the server already reached the end', () => {
    render(<List initialDone />);
    expect(screen.queryByRole('link', { name: 'Daha çox göstər' })).toBeNull();
  });
});
