import type { CallName } from '@/lib/core/contract/calls';
import { ITEM_ROUTES } from '@/lib/core/contract/kind-table';

/**
 * docs/contract.md §7, "Untranslated items": the §7 replies carry no language, so an item of
 * an English reply is untranslated when its title is empty or missing. The site then shows
 * it as the Azerbaijani reply gives it, marked `language: 'az'`, as its own database does
 * (lib/core/content/source/local/localize.ts): in lists too (docs/languages.md).
 */
const TRANSLATED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  ...Object.values(ITEM_ROUTES).map((row) => row.call),
  'dercler',
  'page',
]);

interface Titled {
  id?: number;
  title: string;
  language?: 'az' | 'en';
}

const isTitledList = (v: unknown): v is Titled[] =>
  Array.isArray(v) &&
  v.every(
    (x) => typeof x === 'object' && x !== null && 'title' in x && typeof x.title === 'string',
  );

/** The rule itself: no English title. */
const isUntranslated = (item: { title: string }) => item.title.trim() === '';

/** Whether a call's English replies are read by the rule. */
export const readsTranslation = (name: CallName, request: object) =>
  TRANSLATED_CALLS.has(name) && 'language' in request && request.language === 'en';

/**
 * An English reply with its untranslated items replaced by the Azerbaijani reply's (by id;
 * a page's content by its place), marked `language: 'az'`; one the Azerbaijani reply lacks
 * is left out. The Azerbaijani reply is asked only when an item needs it.
 */
export async function withAzerbaijani<R extends object>(
  reply: R,
  azerbaijani: () => Promise<R>,
): Promise<R> {
  const lists = Object.entries(reply).filter((e): e is [string, Titled[]] => isTitledList(e[1]));
  if (!lists.some(([, list]) => list.some(isUntranslated))) return reply;
  const az = new Map(Object.entries(await azerbaijani()));
  for (const [field, list] of lists) {
    const azList = az.get(field);
    const source = isTitledList(azList) ? azList : [];
    // In place: the reply was parsed for this call alone.
    for (let i = list.length - 1; i >= 0; i -= 1) {
      const item = list[i]!;
      if (!isUntranslated(item)) continue;
      const match = item.id === undefined ? source[i] : source.find((x) => x.id === item.id);
      if (match && !isUntranslated(match)) list[i] = { ...match, language: 'az' };
      else list.splice(i, 1);
    }
  }
  return reply;
}
