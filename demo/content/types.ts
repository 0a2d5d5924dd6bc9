/**
 * Shapes of the bilingual demo content. The seed (demo/seed.ts) turns these
 * into rows: it assigns ids in array order (1-based), dates, photos, files,
 * body images and the odd empty paragraph. Content modules hold text only.
 */

/** A name that exists in both languages. */
export interface Named {
  az: string;
  en: string;
}

/** One language version of a document: a title and an HTML body. */
export interface DocText {
  title: string;
  /** HTML: <p>, <ul>/<ol>/<li>, <strong>, <em>, <a href>, <h2>/<h3>, <blockquote>. No <img>: the seed adds images. */
  html: string;
}

/** A document in Azerbaijani, and in English unless `en` is null (an Azerbaijani-only item). */
export interface Doc {
  az: DocText;
  en: DocText | null;
  /** An Azerbaijani-only item's English version expected by this day (docs/languages.md). */
  translationDue?: string;
}

export type RecordType = 'fealiyyet-hesabati' | 'audit' | 'rey';

/** An audit, opinion or activity report. Badge fields are 1-based indexes into `Lookups`. */
export interface RecordDoc extends Doc {
  type: RecordType;
  /** 2013 .. 2026 */
  year: number;
  /** audit only */
  auditNov?: number;
  /** audit only */
  auditSahe?: number;
  /** audit only */
  cografiya?: number;
  /** rey only */
  reyNov?: number;
  /** rey only */
  reyMerhele?: number;
  /** fealiyyet-hesabati only */
  fealiyyetNov?: number;
}

export interface Lookups {
  /** Exactly three, in this order: fealiyyet-hesabati (id 1), audit (id 2), rey (id 3). */
  types: Array<Named & { shortTitle: RecordType }>;
  auditNov: Named[];
  auditSahe: Named[];
  cografiya: Named[];
  reyNov: Named[];
  reyMerhele: Named[];
  fealiyyetNov: Named[];
}

export type AnnouncementSection = 'satinalma' | 'vakansiya' | 'tedbir';
export type ProcurementSubsection = 'tender' | 'kotirovka' | 'netice';

export interface AnnouncementDoc extends Doc {
  section: AnnouncementSection;
  /** only when section is 'satinalma' */
  subsection?: ProcurementSubsection;
}

export interface ProjectCategory extends Named {
  /** explicit id; one category must be 11 (climate) */
  id: number;
}

export interface ProjectDoc extends Doc {
  /** a ProjectCategory id */
  category: number;
}

export interface MenuLink extends Named {
  /** internal path without language prefix ('/xeberler', '/page/sedr', '/filter?type=audit') or an absolute https URL */
  link: string;
  children?: MenuLink[];
}

export interface MenuTop extends Named {
  links: MenuLink[];
}

export interface StaticPage {
  shortTitle: string;
  az: DocText;
  en: DocText;
}

export type LegalList =
  | 'qanunlar'
  | 'ferman-ve-serencamlar'
  | 'nk-nin-qerarlari-ve-serencamlari'
  | 'metodiki-senedler'
  | 'milli-meclisin-qerarlari'
  | 'huquqi-aktlar';

/** A legal document: either an external link or a file (the seed makes the file). */
export interface LegalDoc extends Named {
  externalUrl?: string;
}

export interface Video extends Named {
  /** 11-character id at the external video service */
  videoId: string;
}

export interface VideoGroup extends Named {
  videos: Video[];
}

export interface InfographicYear {
  year: number;
  items: Named[];
}

export interface BudgetSummary extends Named {
  type: 'rey' | 'hesabat';
}

export interface RecommendationRow {
  year: number;
  /** 1-based indexes into Recommendations.qurumlar / novler / statuslar */
  qurum: number;
  nov: number;
  status: number;
  movzu: Named;
  metn: Named;
  /** the Azerbaijani title of the audit record it came from; none for a few */
  audit?: string;
}

export interface Recommendations {
  qurumlar: Named[];
  novler: Named[];
  statuslar: Named[];
  rows: RecommendationRow[];
}

export interface SurveyVariant extends Named {
  type: 'variant' | 'text';
}

export interface SurveyQuestion extends Named {
  type: 'text' | 'variant';
  variants?: SurveyVariant[];
}

export interface RequestOptions {
  socialStatuses: Named[];
  /** index 5 (1-based) is the audit proposal */
  requestTypes: Named[];
  institutions: Named[];
}

/** Everything the demo seed needs. */
export interface SeedContent {
  lookups: Lookups;
  news: Doc[];
  records: RecordDoc[];
  speeches: Doc[];
  interviews: Doc[];
  articles: Doc[];
  announcements: AnnouncementDoc[];
  journals: Doc[];
  projectCategories: ProjectCategory[];
  projects: ProjectDoc[];
  menu: MenuTop[];
  pages: StaticPage[];
  legal: Record<LegalList, LegalDoc[]>;
  videos: Array<Video | VideoGroup>;
  infographics: InfographicYear[];
  budgetSummaries: BudgetSummary[];
  recommendations: Recommendations;
  survey: SurveyQuestion[];
  requestOptions: RequestOptions;
}
