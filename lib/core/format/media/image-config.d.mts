export declare const IMAGE_WIDTHS: { device: number[]; image: number[] };
export declare function imageCacheBytes(env?: Record<string, string | undefined>): number;
export declare function isPrivateHost(hostname: string): boolean;
export declare function imageSources(env?: Record<string, string | undefined>): {
  remotePatterns: Array<{
    protocol: 'http' | 'https';
    hostname: string;
    port: string;
    pathname: string;
  }>;
  privateNetwork: boolean;
};
