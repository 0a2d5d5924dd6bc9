export interface Rng {
  next(): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
}
export function rng(seed: number): Rng;
export const SCENES: Record<string, (w: number, h: number, r: Rng, index: number) => string>;
export function sceneSvg(kind: string, index: number, w: number, h: number): string;
