import type { LegalDoc, LegalList } from './content/types';

/**
 * The file of each legal document that has one (no external link): numbered
 * in list order, one PDF per document (public/files/qanunlar/<n>.pdf, made by
 * demo/make-media.mjs with that document's title and text).
 */
export function legalFiles(legal: Record<LegalList, LegalDoc[]>) {
  let n = 0;
  const files = new Map<LegalDoc, string>();
  for (const docs of Object.values(legal))
    for (const doc of docs) if (!doc.externalUrl) files.set(doc, `${++n}.pdf`);
  return [...files].map(([doc, file]) => ({ doc, file }));
}
