import { asc, eq } from 'drizzle-orm';
import type { CallRequest } from '@/lib/core/contract/calls';
import type { NavLink } from '@/lib/core/contract/entities';
import { getDb } from '@/lib/core/db/client';
import { navbar, navlink, pages } from '@/lib/core/db/schema';
import { localizeDoc } from './localize';

/** Top menu items in order. */
export async function selectNavbar() {
  const db = await getDb();
  return db
    .select({
      id: navbar.id,
      title_az: navbar.titleAz,
      title_en: navbar.titleEn,
      order_num: navbar.orderNum,
    })
    .from(navbar)
    .orderBy(asc(navbar.orderNum), asc(navbar.id));
}

/** Menu links as a tree: top-level links (parent 0) with their children nested. */
export async function selectNavlinks(): Promise<NavLink[]> {
  const db = await getDb();
  const rows = await db.select().from(navlink).orderBy(asc(navlink.orderNum), asc(navlink.id));
  const nodes = new Map<number, NavLink>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      nav: r.nav,
      parent: r.parentId ?? 0,
      link: r.link,
      name_az: r.nameAz,
      name_en: r.nameEn,
      order_num: r.orderNum,
      children: [],
    });
  }
  const top: NavLink[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    (parent ? parent.children : top).push(node);
  }
  return top;
}

/** A static page by short title: one item, or none. */
export async function selectPage(req: CallRequest<'page'>) {
  const db = await getDb();
  const rows = await db.select().from(pages).where(eq(pages.shortTitle, req.short_title)).limit(1);
  return rows.map((r) => {
    const { title, text, language } = localizeDoc(r, req.language);
    return { title, text, language };
  });
}
