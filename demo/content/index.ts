/**
 * The bilingual demo content of the site, assembled from the modules in this
 * folder. The seed turns it into rows (ids, dates, photos, files).
 */
import type { SeedContent } from './types';
import { announcements } from './announcements';
import { articles } from './articles';
import { interviewDocs } from './interviews';
import { journals } from './journals';
import { legal } from './legal';
import { lookups } from './lookups';
import { menu } from './menu';
import { news } from './news';
import { pages } from './pages';
import { projectCategories, projects } from './projects';
import { recommendations } from './recommendations';
import { records } from './records';
import { requestOptions } from './request-options';
import { speeches } from './speeches';
import { budgetSummaries, infographics } from './summaries';
import { survey } from './survey';
import { videos } from './videos';

export const seedContent: SeedContent = {
  lookups,
  news,
  records,
  speeches,
  interviews: interviewDocs,
  articles,
  announcements,
  journals,
  projectCategories,
  projects,
  menu,
  pages,
  legal,
  videos,
  infographics,
  budgetSummaries,
  recommendations,
  survey,
  requestOptions,
};
