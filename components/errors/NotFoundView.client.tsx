'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page/PageFrame';

export interface NotFoundTexts {
  title: string;
  text: string;
  home: string;
  homeHref: string;
  breadcrumbHome: string;
  breadcrumbLabel: string;
  /** Per item kind (xeber, cixis, ...): its not-found title and its list. */
  kinds: Record<string, { title: string; listLabel: string; listHref: string }>;
}

/**
 * The body of the site-wide 404 page (app/global-not-found.tsx): the kind's
 * message when the address is an item's ('Xəbər tapılmadı'), else the §2
 * text, then the help its server parent passes (NotFoundHelp). It reads the address with usePathname, which works in the server
 * render too, so the message is in the first HTML.
 */
export function NotFoundView({ texts, children }: { texts: NotFoundTexts; children?: ReactNode }) {
  const path = usePathname() ?? '/';
  const first = path.replace(/^\/(en|az)(?=\/|$)/, '').split('/')[1] ?? '';
  const kind = Object.hasOwn(texts.kinds, first) ? texts.kinds[first] : undefined;
  const title = kind?.title ?? texts.title;
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: texts.breadcrumbHome, href: texts.homeHref }, { label: title }]}
      breadcrumbLabel={texts.breadcrumbLabel}
    >
      <p>{texts.text}</p>
      <ul>
        {kind ? (
          <li>
            <a href={kind.listHref}>{kind.listLabel}</a>
          </li>
        ) : null}
        <li>
          <a href={texts.homeHref}>{texts.home}</a>
        </li>
      </ul>
      {children}
    </PageFrame>
  );
}
