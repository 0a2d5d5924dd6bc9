import type { CardProps } from './card-props';
import type { Locale } from '@/i18n/routing';
import type { Publication } from '@/lib/core/contract/entities';
import { excerptWords } from '@/lib/core/format/excerpt';
import { htmlToText } from '@/lib/core/format/html/text';
import { localizePath } from '@/i18n/paths';
import { isOptimizable, mediaUrl } from '@/lib/core/format/media/media-url';
import { ITEM_ROUTES, type ItemKind } from '@/lib/core/site/routes';

/** docs/contract.md §9: card excerpts are 25 words. */
const CARD_EXCERPT_WORDS = 25;

export interface CardContext {
  kind: ItemKind;
  locale: Locale;
  /** mediaBase() of the server ('' for the site itself). */
  mediaBase: string;
  moreLabel: string;
  /** "In Azerbaijani": the label of an item shown in the other language (Cards.inOtherLanguage). */
  langLabel: string;
}

/**
 * The card of a publication in a list: the same function, with the same HTML-to-text, builds it
 * on the server and in the browser (Load more), so both cards are identical.
 */
export function publicationCard(item: Publication, c: CardContext): CardProps {
  const photo = mediaUrl(c.mediaBase, ITEM_ROUTES[c.kind].list, item.photo);
  return {
    href: localizePath(c.locale, `/${c.kind}/${item.id}`),
    title: item.title,
    photo,
    photoOptimize: photo !== null && isOptimizable(c.mediaBase, photo),
    excerpt: excerptWords(htmlToText(item.text), CARD_EXCERPT_WORDS),
    date: item.date,
    moreLabel: c.moreLabel,
    ...(item.language && item.language !== c.locale
      ? { lang: item.language, langLabel: c.langLabel }
      : {}),
  };
}
