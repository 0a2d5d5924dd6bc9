import 'server-only';
import { getSource } from '@/lib/core/content/source';

/** Every name of the request types and institutions in `lang`, by id. */
export async function optionNames(lang: 'az' | 'en') {
  const source = getSource();
  const [types, institutions] = await Promise.all([
    source.call('muracietNovleri', { language: lang }),
    source.call('qurumlar', { language: lang }),
  ]);
  return {
    types: new Map(types.muraciet_novleri.map((o) => [o.id, o.name])),
    institutions: new Map(institutions.qurumlar.map((o) => [o.id, o.name])),
  };
}
