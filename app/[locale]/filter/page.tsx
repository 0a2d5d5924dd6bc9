export { FilterPage as default, generateMetadata } from '@/components/filter/FilterPage';
