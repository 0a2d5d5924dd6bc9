// The page depends on its query string: rendered per request (from the data cache), never as ISR.
export const dynamic = 'force-dynamic';

export { FilterPage as default, generateMetadata } from '@/components/filter/FilterPage';
