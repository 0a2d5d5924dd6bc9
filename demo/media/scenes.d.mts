export interface Rng {
  next(): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}
export function rng(seed: number): Rng;
/** Every scene by name: (rng) => SVG markup on the 1280×720 stage. */
export const SCENES: Record<string, (r: Rng) => string>;
/** The SVG of scene `scene` drawn from `seed`, `w`×`h` (other ratios crop the stage). */
export function photoSvg(
  scene: string,
  seed: number,
  w: number,
  h: number,
  opts?: { grain?: boolean; focus?: number },
): string;
