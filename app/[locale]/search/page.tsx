export { SearchPage as default, generateMetadata } from './search-page';
