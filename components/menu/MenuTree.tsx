import { StaticPart } from '@/components/shell/StaticPart.client';
import { ChevronIcon } from './icons';
import styles from './MainMenu.module.css';
import { MenuLink } from './MenuLink';
import { containsCurrent, fillLabel } from './model';
import type { MenuItem, MenuLabels } from './types';

export interface MenuTreeProps {
  items: MenuItem[];
  labels: MenuLabels;
  /** The id of the current page's link (currentLinkId), or null. */
  currentId: string | null;
}

/** The id of the list holding an item's children (one main menu per page). */
function subListId(itemId: string): string {
  return `menu-${itemId}`;
}

/**
 * The menu's nested lists, as the server renders them: every list in the markup (so every link
 * is in the HTML), all closed, the current page's link marked. It is a static part
 * (docs/frontend.md, "Static parts"): the browser keeps this markup and MainMenu.client.tsx
 * drives it through the DOM (open lists, the current link after a client-side navigation),
 * so the page's RSC payload carries neither the tree nor the menu's items.
 */
export function MenuTree({ items, labels, currentId }: MenuTreeProps) {
  return (
    <StaticPart as="ul" staticPart="main-menu" className={styles.top} data-depth={0}>
      <Entries items={items} labels={labels} currentId={currentId} depth={0} />
    </StaticPart>
  );
}

type EntriesProps = MenuTreeProps & { depth: number };

function Entries({ items, depth, ...shared }: EntriesProps) {
  return items.map((item) => <Entry key={item.id} item={item} depth={depth} {...shared} />);
}

function Entry({ item, depth, ...shared }: Omit<EntriesProps, 'items'> & { item: MenuItem }) {
  const { labels, currentId } = shared;
  const href = item.href;
  const subId = subListId(item.id);
  const toggle =
    item.children.length > 0 ? (
      <button
        type="button"
        className={href ? styles.subToggle : styles.group}
        aria-expanded={false}
        aria-controls={subId}
        aria-label={href ? fillLabel(labels.submenu, item.label) : undefined}
        data-menu-item={item.id}
      >
        {href ? null : <span>{item.label}</span>}
        <ChevronIcon className={styles.chevron} />
      </button>
    ) : null;
  const link = href ? (
    <MenuLink
      item={{ ...item, href }}
      current={item.id === currentId}
      externalHint={labels.external}
      className={styles.link}
    />
  ) : null;

  let head = toggle ?? link ?? <span className={styles.text}>{item.label}</span>;
  if (link && toggle)
    head = (
      <div className={styles.row}>
        {link}
        {toggle}
      </div>
    );
  return (
    <li className={containsCurrent(item, currentId) ? styles.active : undefined}>
      {head}
      {toggle ? (
        <ul id={subId} className={styles.sub} data-depth={depth + 1}>
          <Entries {...shared} items={item.children} depth={depth + 1} />
        </ul>
      ) : null}
    </li>
  );
}
