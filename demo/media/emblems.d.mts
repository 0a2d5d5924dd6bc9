export const EMBLEMS: Record<'partners' | 'links', Record<string, string>>;
