/**
 * The five tabs of the civil service page, in order: the URL hash that
 * selects each, its static page (page/get short_title) and its label key.
 */
export const CIVIL_SERVICE_TABS = [
  { hash: 'daxili-musahibe', page: 'dq-daxili-musahibe', label: 'daxili' },
  { hash: 'umumi-musahibe', page: 'dq-umumi-musahibe', label: 'umumi' },
  { hash: 'musabiqe-musahibe', page: 'dq-musabiqe-musahibe', label: 'musabiqe' },
  { hash: 'musahibe-neticeleri', page: 'dq-musahibe-neticeleri', label: 'neticeler' },
  { hash: 'huquqi-aktlar', page: 'dq-huquqi-aktlar', label: 'aktlar' },
] as const;
