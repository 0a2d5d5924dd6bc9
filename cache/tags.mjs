/**
 * Every tag an entry answers to: the ones of the lookup (explicit and
 * implicit), the ones stored with a data-cache entry, and a page's
 * `x-next-cache-tags`. Shared by the local and the Redis handler.
 */
export function tagsOf(entry, ctx) {
  return [
    ...(ctx?.tags ?? []),
    ...(ctx?.softTags ?? []),
    ...(entry.value?.tags ?? []),
    ...(entry.value?.headers?.['x-next-cache-tags']?.split(',') ?? []),
  ];
}
