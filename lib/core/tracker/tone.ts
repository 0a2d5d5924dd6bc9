/**
 * The colour of a recommendation status (the chart's bar, the tag's tint: --color-status-N in
 * app/globals.css), by the status's id: four tones, in words too (never colour alone).
 */
export function statusTone(id: number): number {
  return id % 4;
}

/** Each status's tone by its name, as a row of the tracker names its status. */
export function toneByName(statuses: Array<{ id: number; name: string }>): Map<string, number> {
  return new Map(statuses.map((s) => [s.name, statusTone(s.id)]));
}
