import { MainMenu } from '@/components/menu/MainMenu.client';
import { MenuTree } from '@/components/menu/MenuTree';
import { currentLinkId } from '@/components/menu/model';
import type { MenuItem, MenuLabels } from '@/components/menu/types';

/** The main menu as the header composes it: the client menu around the server's tree. */
export function MenuWithTree({
  items,
  labels,
  currentPath,
}: {
  items: MenuItem[];
  labels: MenuLabels;
  currentPath: string;
}) {
  return (
    <MainMenu labels={labels} currentPath={currentPath}>
      <MenuTree items={items} labels={labels} currentId={currentLinkId(items, currentPath)} />
    </MainMenu>
  );
}
