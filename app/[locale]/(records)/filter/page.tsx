export { FilterPage as default, generateMetadata } from '../_route/filter-route';
