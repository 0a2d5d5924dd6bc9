/**
 * News, newest first. The seed dates news every three days back from the
 * demo's today (2026-11-15), so the hand-written items that refer to a day
 * of the year are placed where their date falls (Constitution Day on
 * 12 November, Victory Day on 8 November, Heydar Aliyev's birthday on
 * 10 May, ...); the templated families fill the other slots in turn. Eight
 * items, spread through the list, exist in Azerbaijani only.
 */
import type { Doc } from './types';
import { interleave } from './helpers';
import { featuredNews } from './news-featured';
import { boardNews12, trainingNews10 } from './news-board';
import { eventNews8, memoNews5, receptionNews8, visitNews5 } from './news-international';

/** Slot (0-based position in the feed) of each hand-written item, in `featuredNews` order. */
const FEATURED_SLOTS = [2, 5, 8, 10, 13, 20, 27, 41, 57, 23, 16, 1, 33, 47, 62, 38];

/** Positions (0-based) of the Azerbaijani-only items. */
const AZ_ONLY = new Set([3, 11, 19, 29, 35, 43, 51, 59]);
/** One of them has its English version pending, expected by a day (docs/languages.md). */
const DUE_SLOT = 11;
const DUE = '2027-01-15';

function assemble(): Doc[] {
  const fillers = interleave<Doc>([
    boardNews12,
    trainingNews10,
    interleave<Doc>([memoNews5, visitNews5]),
    eventNews8,
    receptionNews8,
  ]);
  const total = featuredNews.length + fillers.length;
  const slots = new Map<number, Doc>();
  featuredNews.forEach((d, i) => {
    const slot = FEATURED_SLOTS[i];
    if (slot === undefined || slot >= total || slots.has(slot))
      throw new Error(`Bad news slot for item ${i}`);
    slots.set(slot, d);
  });
  const out: Doc[] = [];
  let next = 0;
  for (let i = 0; i < total; i += 1) {
    const featured = slots.get(i);
    const d = featured ?? fillers[next++];
    if (!d) throw new Error('Ran out of news items');
    out.push(
      AZ_ONLY.has(i) ? { ...d, en: null, ...(i === DUE_SLOT ? { translationDue: DUE } : {}) } : d,
    );
  }
  return out;
}

export const news: Doc[] = assemble();
