/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { act, type ReactElement } from 'react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { StaticPart } from './StaticPart.client';

const SERVER_MARKUP = '<li><a href="/page/struktur">Struktur</a></li>';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's HTML of a part in the document, hydrated as the browser would, under `router`. */
async function hydrateServerHtml(markup: string, part: ReactElement, router?: AppRouterInstance) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  const tree = router ? (
    <AppRouterContext.Provider value={router}>{part}</AppRouterContext.Provider>
  ) : (
    part
  );
  await act(async () => {
    hydrateRoot(host, tree);
  });
  return host;
}

describe('StaticPart', () => {
  it('renders its children where the payload has them (the server, a client-side navigation)', () => {
    const { container } = render(
      <StaticPart as="ul" staticPart="links" className="links">
        <li>
          <a href="https://example.org/a">A</a>
        </li>
      </StaticPart>,
    );
    const list = container.querySelector('ul[data-static-part="links"]')!;
    expect(list.className).toBe('links');
    expect(list.innerHTML).toBe('<li><a href="https://example.org/a">A</a></li>');
  });

  it('hydrates from the markup the document has when the payload left it out, and keeps it', async () => {
    // The server's HTML: the part with its markup.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await hydrateServerHtml(
      `<ul data-static-part="footer" class="links">${SERVER_MARKUP}</ul>`,
      <StaticPart as="ul" staticPart="footer" className="links" fromHtml />,
    );
    expect(host.innerHTML).toBe(
      `<ul data-static-part="footer" class="links">${SERVER_MARKUP}</ul>`,
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    // Shown again once the document no longer has it (Back to the first page): the markup read first.
    host.remove();
    const { container } = render(<StaticPart as="ul" staticPart="footer" fromHtml />);
    expect(container.querySelector('ul')!.innerHTML).toBe(SERVER_MARKUP);
  });

  it('keeps an empty part as it is, and asks for the whole payload when the part is missing', async () => {
    const refresh = jest.fn();
    // Cast: the test's router implements the one method StaticPart calls.
    const router = { refresh } as unknown as AppRouterInstance;
    const host = await hydrateServerHtml(
      '<ul data-static-part="empty"></ul>',
      <StaticPart as="ul" staticPart="empty" fromHtml />,
      router,
    );
    expect(host.innerHTML).toBe('<ul data-static-part="empty"></ul>');
    expect(refresh).not.toHaveBeenCalled();

    render(
      <AppRouterContext.Provider value={router}>
        <StaticPart as="ul" staticPart="missing" fromHtml />
      </AppRouterContext.Provider>,
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('follows a link of a part from the HTML in the app; a file, a modified click or another site load', async () => {
    const push = jest.fn();
    // Cast: the test's router implements the two methods StaticPart calls.
    const router = { push, refresh: jest.fn() } as unknown as AppRouterInstance;
    const host = await hydrateServerHtml(
      '<nav data-static-part="crumbs"><a href="/page/struktur">Struktur</a> ' +
        '<a href="/files/plan.pdf">Plan</a> <a href="https://example.org/">Elsewhere</a></nav>',
      <StaticPart as="nav" staticPart="crumbs" fromHtml />,
      router,
    );
    const click = (name: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      host.querySelector(`a[href*="${name}"]`)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('struktur')).toBe(true);
    expect(push).toHaveBeenCalledWith('http://localhost/page/struktur');
    expect([click('plan.pdf'), click('example.org'), click('struktur', { ctrlKey: true })]).toEqual(
      [false, false, false],
    );
    expect(push).toHaveBeenCalledTimes(1);
  });
});
