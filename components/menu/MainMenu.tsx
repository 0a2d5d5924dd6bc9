import { DesktopMenu } from './DesktopMenu.client';
import styles from './MainMenu.module.css';
import { MobileMenu } from './MobileMenu.client';
import type { MenuProps } from './types';

export type MainMenuProps = MenuProps;

/**
 * The site's main navigation. Both variants are in the server HTML and CSS shows one per
 * viewport (desktop bar from 768 px, slide-in panel below), so no viewport knowledge is needed.
 */
export function MainMenu({ items, labels, currentPath }: MainMenuProps) {
  return (
    <div className={styles.menu}>
      <div className={styles.desktop}>
        <DesktopMenu items={items} labels={labels} currentPath={currentPath} />
      </div>
      <div className={styles.mobile}>
        <MobileMenu items={items} labels={labels} currentPath={currentPath} />
      </div>
    </div>
  );
}
