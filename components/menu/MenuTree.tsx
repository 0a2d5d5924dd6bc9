import { ChevronIcon } from './icons';
import { MenuLink } from './MenuLink';
import { containsCurrent, fillLabel } from './model';
import type { MenuItem, MenuLabels } from './types';

/** The class names the menu's style sheet gives the tree markup. */
type MenuStyles = Readonly<Record<string, string>>;

export interface MenuTreeProps {
  items: MenuItem[];
  labels: MenuLabels;
  /** The id of the current page's link (currentLinkId), or null. */
  currentId: string | null;
  styles: MenuStyles;
  /** Prefix of the sub-lists' ids (unique per menu instance). */
  idPrefix: string;
  isOpen: (id: string) => boolean;
  onToggle: (id: string, depth: number) => void;
  onNavigate: () => void;
  depth?: number;
  id?: string;
  className?: string;
}

/** Id of the list holding an item's children. */
function subListId(idPrefix: string, itemId: string): string {
  return `${idPrefix}-${itemId}`;
}

function cx(...names: Array<string | false | undefined>): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/**
 * The nested lists of the menu. Every list is always in the markup (so every link is in the
 * server HTML); a closed one only lacks the `open` class, which the CSS hides.
 */
export function MenuTree({ items, depth = 0, id, className, ...shared }: MenuTreeProps) {
  return (
    <ul id={id} className={className} data-depth={depth}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} depth={depth} {...shared} />
      ))}
    </ul>
  );
}

type EntryProps = Omit<MenuTreeProps, 'items' | 'id' | 'className'> & {
  item: MenuItem;
  depth: number;
};

function MenuEntry({ item, depth, ...shared }: EntryProps) {
  const { labels, currentId, styles, idPrefix, isOpen, onToggle, onNavigate } = shared;
  const hasChildren = item.children.length > 0;
  const open = hasChildren && isOpen(item.id);
  const subId = subListId(idPrefix, item.id);
  const href = item.href;

  const toggle = hasChildren ? (
    <button
      type="button"
      className={href ? styles.subToggle : styles.group}
      aria-expanded={open}
      aria-controls={subId}
      aria-label={href ? fillLabel(labels.submenu, item.label) : undefined}
      data-menu-item={item.id}
      data-depth={depth}
      onClick={() => onToggle(item.id, depth)}
    >
      {href ? null : <span className={styles.groupLabel}>{item.label}</span>}
      <ChevronIcon className={styles.chevron} />
    </button>
  ) : null;

  return (
    <li className={cx(styles.item, containsCurrent(item, currentId) && styles.active)}>
      {href ? (
        <div className={styles.row}>
          <MenuLink
            item={{ ...item, href }}
            current={item.id === currentId}
            externalHint={labels.external}
            className={styles.link}
            depth={depth}
            onNavigate={onNavigate}
          />
          {toggle}
        </div>
      ) : (
        (toggle ?? <span className={styles.text}>{item.label}</span>)
      )}
      {hasChildren ? (
        <MenuTree
          {...shared}
          items={item.children}
          depth={depth + 1}
          id={subId}
          className={cx(styles.sub, open && styles.open)}
        />
      ) : null}
    </li>
  );
}
