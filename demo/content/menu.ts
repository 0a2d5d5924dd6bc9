/**
 * The site menu: five top items with their links. Internal links are site
 * paths without the language prefix; exactly one link is external.
 */
import type { MenuLink, MenuTop } from './types';

function link(az: string, en: string, href: string, children?: MenuLink[]): MenuLink {
  return children ? { az, en, link: href, children } : { az, en, link: href };
}

export const menu: MenuTop[] = [
  {
    az: 'Palata haqqında',
    en: 'About the Chamber',
    links: [
      link('Palatanın sədri', 'Chairman of the Chamber', '/page/sedr'),
      link('Kollegiya', 'Board', '/page/kollegiya'),
      link('Struktur', 'Structure', '/page/struktur'),
      link('Sabiq sədrlər', 'Former chairmen', '/page/sabiq-sedrler'),
      link('İnkişaf strategiyası', 'Development strategy', '/page/strategiya'),
      link('Lima Bəyannaməsi', 'Lima Declaration', '/page/lima'),
      link('INTOSAI', 'INTOSAI', 'https://www.intosai.org'),
    ],
  },
  {
    az: 'Fəaliyyət',
    en: 'Activity',
    links: [
      link('Hesabatlar və rəylər', 'Reports and opinions', '/filter?type=audit', [
        link('Audit hesabatları', 'Audit reports', '/filter?type=audit'),
        link('Rəylər', 'Opinions', '/filter?type=rey'),
        link('Fəaliyyət hesabatları', 'Activity reports', '/filter?type=fealiyyet-hesabati'),
      ]),
      link('Vətəndaşlar üçün xülasələr', 'Summaries for citizens', '/budce-xulasesi', [
        link('Büdcə xülasəsi', 'Budget summaries', '/budce-xulasesi'),
        link('Hesabat xülasəsi', 'Report summaries', '/hesabat-xulasesi'),
      ]),
      link('Qərarların izlənilməsi', 'Follow-up of recommendations', '/qerarlarin-izlenilmesi'),
      link('Layihələr', 'Projects', '/layiheler'),
      link('İnfoqrafiklər', 'Infographics', '/infoqrafikler'),
    ],
  },
  {
    az: 'Media',
    en: 'Media',
    links: [
      link('Mətbuat xidməti', 'Press office', '/xeberler', [
        link('Xəbərlər', 'News', '/xeberler'),
        link('Çıxış və müsahibələr', 'Speeches and interviews', '/cixislar', [
          link('Çıxışlar', 'Speeches', '/cixislar'),
          link('Müsahibələr', 'Interviews', '/musahibeler'),
        ]),
        link('Elanlar', 'Announcements', '/elanlar'),
      ]),
      link('Nəşrlər', 'Publications', '/jurnallar', [
        link('Jurnallar', 'Journals', '/jurnallar'),
        link('Məqalələr', 'Articles', '/meqaleler'),
      ]),
      link('Videolar', 'Videos', '/videolar'),
      link('Əlamətdar tarixlər', 'Commemorations', '/haydar-aliyev-100-il', [
        link('Heydər Əliyev – 100', 'Heydar Aliyev – 100', '/haydar-aliyev-100-il'),
        link(
          'Konstitusiya və Suverenlik İli',
          'Year of the Constitution and Sovereignty',
          '/page/konstitusiya-ve-suverenlik-ili',
        ),
      ]),
    ],
  },
  {
    az: 'Hüquqi baza',
    en: 'Legal framework',
    links: [
      link('Qanunlar', 'Laws', '/qanunlar'),
      link('Fərman və sərəncamlar', 'Decrees and orders', '/ferman-ve-serencamlar'),
      link(
        'Nazirlər Kabinetinin qərar və sərəncamları',
        'Decisions and orders of the Cabinet of Ministers',
        '/nk-nin-qerarlari-ve-serencamlari',
      ),
      link(
        'Milli Məclisin qərarları',
        'Decisions of the Milli Majlis',
        '/milli-meclisin-qerarlari',
      ),
      link('Metodiki sənədlər', 'Methodological documents', '/metodiki-senedler'),
      link('Hüquqi aktlar', 'Legal acts', '/huquqi-aktlar'),
    ],
  },
  {
    az: 'Vətəndaşlar üçün',
    en: 'For citizens',
    links: [
      link('Sorğu və müraciətlər', 'Requests and appeals', '/sorgu-ve-muracietler'),
      link('Audit təklifi', 'Audit proposal', '/sorgu-ve-muracietler?nov=5'),
      link('Dövlət qulluğu', 'Civil service', '/dovlet-qullugu'),
      link('Sayt haqqında sorğu', 'Website survey', '/sorgu'),
      link(
        'Tez-tez verilən suallar',
        'Frequently asked questions',
        '/page/tez-tez-verilen-suallar',
      ),
      link('Saytın xəritəsi', 'Site map', '/page/saytin-xeritesi'),
    ],
  },
];
