import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { captchaPasses } from '@/lib/core/forms/captcha/verify';
import type { CallRequest } from '@/lib/core/contract/calls';
import { newReference } from '@/lib/core/contract/reference';
import type { Language } from '@/lib/core/contract/primitives';
import { getDb, type Db } from '@/lib/core/db/client';
import {
  muracietFayllari,
  muracietler,
  muracietNovleri,
  qurumlar,
  sosialDurumlar,
} from '@/lib/core/db/schema';
import type { RequestField } from '@/lib/core/contract/form-constants';
import { formsEnv } from '@/lib/core/forms/env';
import { formText } from '@/lib/core/forms/messages';
import { uploadPath, uploadsDir } from '@/lib/core/forms/storage';
import { RequestError, SourceError } from '../errors';

type Options = typeof sosialDurumlar | typeof muracietNovleri | typeof qurumlar;

async function requireOption(
  db: Db,
  table: Options,
  id: number | undefined,
  field: RequestField,
  lang: Language,
) {
  if (id === undefined) return;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (row) return;
  const label = formText.label(lang, field);
  const message = formText.error(lang, 'unknownOption', { field: label });
  throw new RequestError(`${label}: ${message}`, { fields: { [field]: message } });
}

/**
 * Stores a citizen request (and its file) after the captcha: the row and
 * the file row in one transaction, the file moved into DATA_DIR/uploads
 * inside it (and removed again if the transaction fails). Only then is the
 * success message answered.
 */
export async function insertRequest(req: CallRequest<'muracietAdd'>) {
  const lang = req.language;
  const db = await getDb();
  await requireOption(db, muracietNovleri, req.muraciet_novu, 'muraciet_novu', lang);
  await requireOption(db, sosialDurumlar, req.sosial_durum, 'sosial_durum', lang);
  await requireOption(db, qurumlar, req.qurum, 'qurum', lang);
  if (!(await captchaPasses(req.verified_token)))
    throw new SourceError('rejected', formText.error(lang, 'captcha'));

  const reference = newReference();
  const { DATA_DIR } = formsEnv();
  let moved: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(muracietler)
        .values({
          reference,
          language: lang,
          ad: req.ad,
          soyad: req.soyad,
          ataAd: req.ata_ad,
          olke: req.olke,
          seher: req.seher,
          unvan: req.unvan,
          tevellud: req.tevellud,
          nomre: req.nomre,
          ePoct: req.e_poct,
          sosialDurumId: req.sosial_durum ?? null,
          muracietNovuId: req.muraciet_novu,
          qurumId: req.qurum ?? null,
          qurumText: req.qurum_text ?? null,
          muracietMetni: req.muraciet_metni,
        })
        .returning({ id: muracietler.id });
      const file = req.file;
      if (!file) return;
      const id = randomUUID();
      const name = `${id}.${file.ext}`;
      fs.mkdirSync(uploadsDir(DATA_DIR), { recursive: true });
      moved = uploadPath(DATA_DIR, name);
      fs.renameSync(file.path, moved);
      await tx.insert(muracietFayllari).values({
        id,
        muracietId: row!.id,
        originalName: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
        storedPath: `uploads/${name}`,
      });
    });
  } catch (e) {
    if (moved) fs.rmSync(moved, { force: true });
    throw e;
  }
  return { message: formText.request(lang, 'success'), reference };
}
