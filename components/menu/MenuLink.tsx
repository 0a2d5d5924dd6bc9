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
}

/**
 * One menu link, plain markup (the tree is a static part): an internal page is followed in the
 * app by the menu's click handler (MainMenu.client.tsx), an external site opens in a new tab.
 */
export function MenuLink({ item, current, externalHint, className }: MenuLinkProps) {
  if (item.external) {
    return (
      <a
        data-menu-item={item.id}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
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
    <a
      data-menu-item={item.id}
      href={item.href}
      className={className}
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
    </a>
  );
}
