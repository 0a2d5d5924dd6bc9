import Link from 'next/link';
import { ExternalIcon } from './icons';
import styles from './MenuLink.module.css';
import type { MenuItem } from './types';

export interface MenuLinkProps {
  item: MenuItem & { href: string };
  /** The link of the current page (aria-current="page"). */
  current: boolean;
  /** Visually hidden after an external link's label, so it is part of the accessible name. */
  externalHint: string;
  className?: string;
  depth: number;
  onNavigate: () => void;
}

/** One menu link: next/link for internal pages, a new tab for external sites. */
export function MenuLink({
  item,
  current,
  externalHint,
  className,
  depth,
  onNavigate,
}: MenuLinkProps) {
  const marks = { 'data-menu-item': item.id, 'data-depth': depth };
  if (item.external) {
    return (
      <a
        {...marks}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {item.label}{' '}
        <span className={styles.hint}>
          <ExternalIcon className={styles.icon} />
          <span className="visually-hidden">{externalHint}</span>
        </span>
      </a>
    );
  }
  return (
    <Link
      {...marks}
      href={item.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}
