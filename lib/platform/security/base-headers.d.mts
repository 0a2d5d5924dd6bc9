export declare const HSTS: string;
export declare const RESOURCE_POLICY: string;
export declare function baseHeaders(
  kind: 'page' | 'api' | 'resource',
  siteUrl: string | undefined,
): Record<string, string>;
