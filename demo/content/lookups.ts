/**
 * Badge lookups of audits, opinions and activity reports. Records refer to
 * these by 1-based index, so the named index constants below must follow
 * the array order.
 */
import type { Lookups } from './types';

export const lookups: Lookups = {
  types: [
    { shortTitle: 'fealiyyet-hesabati', az: 'Fəaliyyət hesabatı', en: 'Activity report' },
    { shortTitle: 'audit', az: 'Audit', en: 'Audit' },
    { shortTitle: 'rey', az: 'Rəy', en: 'Opinion' },
  ],
  auditNov: [
    { az: 'Uyğunluq auditi', en: 'Compliance audit' },
    { az: 'Maliyyə auditi', en: 'Financial audit' },
    { az: 'Səmərəlilik auditi', en: 'Performance audit' },
    { az: 'İnformasiya texnologiyaları auditi', en: 'IT audit' },
  ],
  auditSahe: [
    { az: 'Səhiyyə', en: 'Healthcare' },
    { az: 'Təhsil', en: 'Education' },
    { az: 'Kənd təsərrüfatı', en: 'Agriculture' },
    { az: 'Nəqliyyat və infrastruktur', en: 'Transport and infrastructure' },
    { az: 'Energetika və kommunal xidmətlər', en: 'Energy and utilities' },
    { az: 'Sosial müdafiə', en: 'Social protection' },
    { az: 'Ətraf mühit', en: 'Environment' },
  ],
  cografiya: [
    { az: 'Bakı şəhəri', en: 'Baku city' },
    { az: 'Naxçıvan Muxtar Respublikası', en: 'Nakhchivan Autonomous Republic' },
    { az: 'Gəncə şəhəri', en: 'Ganja city' },
    { az: 'Sumqayıt şəhəri', en: 'Sumgait city' },
    { az: 'Lənkəran-Astara iqtisadi rayonu', en: 'Lankaran-Astara economic region' },
    { az: 'Şəki-Zaqatala iqtisadi rayonu', en: 'Shaki-Zagatala economic region' },
    { az: 'Qarabağ iqtisadi rayonu', en: 'Karabakh economic region' },
    { az: 'Şərqi Zəngəzur iqtisadi rayonu', en: 'East Zangezur economic region' },
  ],
  reyNov: [
    { az: 'Dövlət büdcəsi', en: 'State budget' },
    { az: 'Büdcədənkənar dövlət fondları', en: 'Extra-budgetary state funds' },
    { az: 'Konsolidə edilmiş büdcə', en: 'Consolidated budget' },
  ],
  reyMerhele: [
    { az: 'Büdcə layihəsi', en: 'Draft budget' },
    { az: 'Büdcənin icrası', en: 'Budget execution' },
  ],
  fealiyyetNov: [
    { az: 'İllik hesabat', en: 'Annual report' },
    { az: 'Yarımillik hesabat', en: 'Semi-annual report' },
  ],
};

/** 1-based indexes into `lookups.auditNov`. */
export const NOV = { uygunluq: 1, maliyye: 2, semerelilik: 3, it: 4 } as const;

/** 1-based indexes into `lookups.auditSahe`. */
export const SAHE = {
  sehiyye: 1,
  tehsil: 2,
  kend: 3,
  neqliyyat: 4,
  energetika: 5,
  sosial: 6,
  etraf: 7,
} as const;

/** 1-based indexes into `lookups.cografiya`. */
export const GEO = {
  baki: 1,
  naxcivan: 2,
  gence: 3,
  sumqayit: 4,
  lenkeran: 5,
  seki: 6,
  qarabag: 7,
  zengezur: 8,
} as const;

/** 1-based indexes into `lookups.reyNov`. */
export const REY_NOV = { dovlet: 1, fondlar: 2, konsolide: 3 } as const;

/** 1-based indexes into `lookups.reyMerhele`. */
export const REY_MERHELE = { layihe: 1, icra: 2 } as const;

/** 1-based indexes into `lookups.fealiyyetNov`. */
export const FEALIYYET_NOV = { illik: 1, yarimillik: 2 } as const;
