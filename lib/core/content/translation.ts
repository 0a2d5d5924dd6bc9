import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ItemKind } from '@/lib/core/contract/kinds';
import { read } from './cache';
import { getStaticPage } from './pages';
import { getPublicationItem } from './publications';
import { getRecord } from './records';
import { getRecommendation } from './tracker';
import { reportItems, reportRows } from './translation-report';

/**
 * The one language a page's content exists in, or undefined when it exists in both (or the
 * page is not content). Only Azerbaijani-only content exists in the data: every item has
 * its Azerbaijani text, and the English read of an untranslated one says `language: 'az'`
 * (lib/core/content/source/local/localize.ts; over an upstream, docs/contract.md §7's rule).
 * docs/languages.md.
 */
export type OnlyIn = Locale | undefined;

const fromEnglish = (en: { language?: Locale } | null): OnlyIn =>
  en?.language === 'az' ? 'az' : undefined;

/** A publication's one language (news, speeches, ...), by its English read. */
export const publicationOnlyIn = cache(async (kind: ItemKind, id: string): Promise<OnlyIn> =>
  fromEnglish(await getPublicationItem(kind, 'en', id)),
);

/** A record's one language, by its English read. */
export const recordOnlyIn = cache(async (type: string, id: string): Promise<OnlyIn> =>
  fromEnglish(await getRecord('en', type, id)),
);

/** A recommendation's one language, by its English read. */
export const recommendationOnlyIn = cache(async (id: string): Promise<OnlyIn> =>
  fromEnglish(await getRecommendation('en', id)),
);

/** A static page's one language, by its English read. */
export const pageOnlyIn = cache(async (shortTitle: string): Promise<OnlyIn> =>
  fromEnglish(await getStaticPage('en', shortTitle)),
);

/** The translation report's rows (/tercumeler, its download, the catalogue), through the page cache. */
export const getTranslationRows = cache(async () => reportRows(await reportItems(read)));
