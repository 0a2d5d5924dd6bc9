'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/** The page the theme form returns to (rendered on the server too, so it works without JS). */
export function ReturnPath() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return <input type="hidden" name="return" value={search ? `${pathname}?${search}` : pathname} />;
}
