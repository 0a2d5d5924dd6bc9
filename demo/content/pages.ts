/**
 * All static pages (both languages always).
 */
import type { StaticPage } from './types';
import { aboutPages } from './pages-about';
import { civilServicePages } from './pages-civil-service';
import { infoPages } from './pages-info';

export const pages: StaticPage[] = [...aboutPages, ...infoPages, ...civilServicePages];
