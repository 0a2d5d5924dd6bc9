// Reads the address in its query and the page it names: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export { PreviewPage as default, generateMetadata } from './preview-page';
