export { SearchPage as default, generateMetadata } from '@/components/search/SearchPage';
