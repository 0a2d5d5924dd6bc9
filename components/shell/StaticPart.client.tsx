'use client';

// The router's context, not useRouter(): outside Next's app router (a component test) it is null.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  useContext,
  useEffect,
  useState,
  type AllHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { followInApp } from '@/lib/core/client/navigation';

type Tag =
  | 'div'
  | 'section'
  | 'nav'
  | 'footer'
  | 'header'
  | 'ul'
  | 'article'
  | 'aside'
  | 'address'
  | 'script'
  | 'a'
  | 'table'
  | 'figure'
  | 'fieldset'
  | 'p';

type Props = AllHTMLAttributes<HTMLElement> & {
  /** The element it renders. */
  as?: Tag;
  /** The part's name, unique on the page (and across pages for a page's own parts). */
  staticPart: string;
  /** Set by the payload's filter (lib/platform/render/static-parts.ts): the children are in the HTML only. */
  fromHtml?: boolean;
  /** Markup only: host elements, links and text, no component that needs to hydrate (or `dangerouslySetInnerHTML`). */
  children?: ReactNode;
};

/** Each part's markup as first read from the document, for when it is shown again. */
const seen = new Map<string, string>();

/** The part's markup, or undefined when the document does not have the part. */
function markupOf(name: string): string | undefined {
  const known = seen.get(name);
  if (known !== undefined) return known;
  const found = document.querySelector(`[data-static-part="${CSS.escape(name)}"]`);
  if (!found) return undefined;
  seen.set(name, found.innerHTML);
  return found.innerHTML;
}

/**
 * Server-rendered markup that the browser takes from the HTML instead of the RSC payload
 * (docs/frontend.md, "Static parts"). On the server, and after a client-side navigation, it
 * renders its children; when the page's inlined payload came without them (`fromHtml`), it
 * keeps the markup the document already has: React does not compare an element's inner HTML
 * when it hydrates. Its links are plain links then: a click on one that goes to another page of
 * the site is followed in the app (`router.push`, as the `next/link` it was on the server would),
 * so the first page of a visit navigates like every other. Without JavaScript they load the page.
 */
export function StaticPart({
  as: Element = 'div',
  staticPart,
  fromHtml,
  children,
  ...attrs
}: Props) {
  // Read once, while hydrating: the document then holds the server's markup.
  const [html] = useState(() => (fromHtml ? markupOf(staticPart) : undefined));
  const router = useContext(AppRouterContext);
  const lost = fromHtml === true && html === undefined;
  // Not in the document (it never should be): the page's payload is asked for again, whole.
  useEffect(() => {
    if (lost) router?.refresh();
  }, [lost, router]);
  if (fromHtml && html !== undefined) {
    const onClick = (event: MouseEvent<HTMLElement>) => {
      attrs.onClick?.(event);
      if (router) followInApp(event.nativeEvent, router);
    };
    return (
      <Element
        key="html"
        {...attrs}
        onClick={onClick}
        data-static-part={staticPart}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Element key="tree" {...attrs} data-static-part={staticPart}>
      {children}
    </Element>
  );
}
