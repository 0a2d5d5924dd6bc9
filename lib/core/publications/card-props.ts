/** What a list card shows (components/cards/Card), built on the server or by Load more. */
export interface CardProps {
  /** The item's localized path (or an absolute URL). */
  href: string;
  title: string;
  /** A resolved photo URL (imageUrl() on the server), or null for the placeholder. */
  photo: string | null;
  /** The photo may go through the image optimizer (isOptimizable); else only a site path does. */
  photoOptimize?: boolean;
  /** The first card of a page: its photo loads at once (the page's LCP on a phone), the rest lazily. */
  photoPriority?: boolean;
  /** Alt text of the photo; '' by default, since the title follows. */
  photoAlt?: string;
  /** Plain text, already cut (excerptHtml(text, 25)). */
  excerpt?: string;
  /** 'YYYY-MM-DD' or an ISO timestamp, shown as DD-MM-YYYY. */
  date?: string;
  /** The visible "more" text; decorative, the link is named by the title. */
  moreLabel: string;
  badges?: string[];
  /** Set only when the item's language differs from the page's. */
  lang?: 'az' | 'en';
  /** The visible "In Azerbaijani" label shown with `lang` (docs/languages.md). */
  langLabel?: string;
  /**
   * Below 768 px a headline row: a thumbnail beside the title and date, without the excerpt
   * (the home page's lists, docs/design.md "Home page"); from 768 px the usual card.
   */
  compact?: boolean;
}
