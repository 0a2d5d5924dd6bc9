import { getTranslations } from 'next-intl/server';
import { pageAddress } from '@/lib/features/seo/page-address';
import { PrintDate } from './PrintDate.client';

/**
 * The last line of every printed page: its address and the print date. Rendered on the server
 * (so a print without JavaScript has it too) and shown only in print (app/print.css).
 */
export async function PrintFoot() {
  const t = await getTranslations('Print');
  const address = await pageAddress();
  return (
    <p className="print-foot">
      <span>
        {t('address')}: {address}
      </span>{' '}
      <span>
        {t('printed')}: <PrintDate iso={new Date().toISOString().slice(0, 10)} />
      </span>
    </p>
  );
}
