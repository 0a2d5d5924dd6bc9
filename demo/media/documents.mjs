/**
 * The demo's downloadable documents as HTML, printed to multi-page A4 PDFs by
 * demo/make-media.mjs (Chromium, real text with embedded fonts): a legal act
 * in articles, a citizens' budget guide with a table and a chart, an
 * infographic sheet. Texts are in Azerbaijani with the English title below, as
 * the institution publishes them. Deterministic: figures come from a PRNG
 * seeded by the document's number.
 */
import { rng } from './scenes.mjs';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLE = `<style>
@page { size: A4; margin: 22mm 20mm 24mm; }
body { font-family: 'DejaVu Serif', 'Liberation Serif', serif; font-size: 11pt; line-height: 1.5; color: #1d2733; }
header { border-bottom: 3px solid #c9a227; margin-bottom: 16pt; padding-bottom: 8pt; }
header p { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; letter-spacing: 0.06em; text-transform: uppercase; color: #0b3d6e; }
h1 { font-family: 'DejaVu Sans', sans-serif; font-size: 17pt; color: #0b3d6e; margin: 0 0 4pt; }
.en { font-style: italic; color: #44505c; margin: 0 0 18pt; }
h2 { font-family: 'DejaVu Sans', sans-serif; font-size: 12.5pt; color: #0b3d6e; margin: 18pt 0 6pt; break-after: avoid; }
p { margin: 0 0 8pt; text-align: justify; }
table { width: 100%; border-collapse: collapse; margin: 8pt 0 14pt; font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; }
th, td { border-bottom: 1px solid #d5dde6; padding: 4pt 6pt; text-align: right; }
th:first-child, td:first-child { text-align: left; }
thead th { background: #0b3d6e; color: #fff; }
figure { margin: 10pt 0 14pt; break-inside: avoid; }
figcaption { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #44505c; }
.sign { margin-top: 28pt; font-family: 'DejaVu Sans', sans-serif; }
.next-page { break-before: page; }
</style>`;

const INSTITUTION = 'Azərbaycan Respublikasının Hesablama Palatası';

function page(title, titleEn, body) {
  return `<!doctype html><html lang="az"><head><meta charset="utf-8"><title>${esc(title)}</title>${STYLE}</head><body><header><p>${INSTITUTION}</p></header><h1>${esc(title)}</h1><p class="en" lang="en">${esc(titleEn)}</p>${body}</body></html>`;
}

const ARTICLES = [
  [
    'Ümumi müddəalar',
    'Bu sənəd dövlət vəsaitlərinin idarə edilməsi sahəsində münasibətləri tənzimləyir və onun tətbiq dairəsinə daxil olan bütün dövlət orqanlarına, büdcə təşkilatlarına və dövlət vəsaitlərini alan digər hüquqi şəxslərə şamil edilir.',
  ],
  [
    'Əsas anlayışlar',
    'Bu sənəddə istifadə olunan əsas anlayışlar aşağıdakı mənaları ifadə edir: dövlət vəsaitləri — dövlət büdcəsinin və büdcədənkənar dövlət fondlarının vəsaitləri; xarici dövlət maliyyə nəzarəti — qanunvericiliklə müəyyən edilmiş qaydada müstəqil orqan tərəfindən həyata keçirilən nəzarət.',
  ],
  [
    'Prinsiplər',
    'Fəaliyyət qanunçuluq, müstəqillik, obyektivlik, şəffaflıq və peşəkarlıq prinsiplərinə əsaslanır. Nəzarət tədbirlərinin nəticələri ictimaiyyətə açıqlanır, dövlət sirri təşkil edən məlumatlar istisna olmaqla.',
  ],
  [
    'Səlahiyyətlər',
    'Səlahiyyətli orqan yoxlanılan subyektlərdən zəruri sənədləri və məlumatları tələb etmək, onların binalarına daxil olmaq, vəzifəli şəxslərdən izahat almaq və aşkar edilmiş nöqsanların aradan qaldırılması üçün tövsiyələr vermək hüququna malikdir.',
  ],
  [
    'Hesabatlılıq',
    'Hər il hesabat ili başa çatdıqdan sonra üç ay müddətində görülmüş işlər barədə hesabat hazırlanır, Milli Məclisə təqdim edilir və rəsmi internet saytında dərc olunur.',
  ],
  [
    'Məlumatların qorunması',
    'Yoxlamalar zamanı əldə edilmiş fərdi məlumatlar yalnız qanunla müəyyən edilmiş məqsədlər üçün istifadə olunur və üçüncü şəxslərə ötürülmür.',
  ],
  [
    'Məsuliyyət',
    'Bu sənədin tələblərini pozan vəzifəli şəxslər qanunvericiliklə müəyyən edilmiş qaydada məsuliyyət daşıyırlar.',
  ],
  [
    'Keçid müddəaları',
    'Bu sənəd dərc edildiyi gündən qüvvəyə minir. Əvvəllər qəbul edilmiş normativ aktlar bu sənədə uyğunlaşdırılana qədər ona zidd olmayan hissədə tətbiq edilir.',
  ],
];

const CLAUSES = [
  'Tərəflər bu maddənin tələblərinin icrasını müvafiq icra hakimiyyəti orqanı ilə birlikdə təmin edirlər.',
  'Müvafiq qaydalar səlahiyyətli orqan tərəfindən təsdiq edilir və rəsmi qaydada dərc olunur.',
  'Bu maddədə nəzərdə tutulmuş məlumatlar elektron formada da təqdim edilə bilər.',
  'Tələblərin icrası ilə bağlı mübahisələr qanunvericiliklə müəyyən edilmiş qaydada həll edilir.',
  'Dövlət orqanları öz səlahiyyətləri daxilində bu maddənin icrasına kömək göstərirlər.',
];

/** A legal act: articles of several numbered clauses, three to four pages. */
export function legalHtml(doc, n) {
  const r = rng(3000 + n);
  let body = '';
  ARTICLES.forEach(([heading, text], i) => {
    body += `<h2>Maddə ${i + 1}. ${heading}</h2><p>${i + 1}.1. ${text}</p>`;
    const clauses = r.int(2, 4);
    for (let c = 0; c < clauses; c++)
      body += `<p>${i + 1}.${c + 2}. ${CLAUSES[(n + i + c) % CLAUSES.length]} ${text}</p>`;
  });
  body += `<p class="sign">Bakı şəhəri, ${r.int(1, 28)} ${r.pick(['yanvar', 'mart', 'may', 'iyun', 'oktyabr', 'dekabr'])} ${r.int(2005, 2024)}-ci il<br>№ ${r.int(100, 999)}-${r.pick(['IQ', 'VIQ', 'IIIQ'])}</p>`;
  return page(doc.az, doc.en, body);
}

const SECTORS = [
  'Təhsil',
  'Səhiyyə',
  'Sosial müdafiə',
  'Müdafiə və təhlükəsizlik',
  'İqtisadi fəaliyyət',
  'Mənzil və kommunal təsərrüfatı',
  'Mədəniyyət və idman',
  'Ümumi dövlət xidmətləri',
];

function barChart(values, labels) {
  const max = Math.max(...values);
  const bars = values
    .map((v, i) => {
      const w = (v / max) * 330;
      return `<text x="0" y="${i * 26 + 16}" font-size="10" font-family="DejaVu Sans">${esc(labels[i])}</text><rect x="190" y="${i * 26 + 4}" width="${w.toFixed(1)}" height="16" fill="${i % 2 ? '#127a7a' : '#0b3d6e'}"/><text x="${(196 + w).toFixed(1)}" y="${i * 26 + 16}" font-size="10" font-family="DejaVu Sans">${v.toFixed(1)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="${values.length * 26 + 8}">${bars}</svg>`;
}

/** A citizens' guide to a budget opinion or a report: text, a table and a chart, three pages. */
export function summaryHtml(doc, n) {
  const r = rng(4000 + n);
  const year = Number(/\d{4}/.exec(doc.az)?.[0] ?? 2026);
  const values = SECTORS.map(() => r.range(0.8, 9.5));
  const total = values.reduce((a, b) => a + b, 0);
  let body = `<h2>Bu bələdçi nə haqqındadır</h2><p>Bu sənəd Hesablama Palatasının ${year}-ci il dövlət büdcəsi ilə bağlı rəyinin əsas nəticələrini sadə dillə izah edir. Burada dövlət büdcəsinin gəlirləri, xərcləri, onların sahələr üzrə bölgüsü və Palatanın əsas tövsiyələri verilir.</p><p>Rəqəmlər milyard manatla göstərilir. Ətraflı məlumat Palatanın rəsmi internet saytında dərc edilmiş tam rəydə verilir.</p>`;
  body += `<h2>Xərclərin sahələr üzrə bölgüsü</h2><table><thead><tr><th>Sahə</th><th>${year - 1}</th><th>${year}</th><th>Dəyişiklik, %</th></tr></thead><tbody>`;
  SECTORS.forEach((s, i) => {
    const before = values[i] * r.range(0.85, 1.05);
    body += `<tr><td>${s}</td><td>${before.toFixed(1)}</td><td>${values[i].toFixed(1)}</td><td>${(((values[i] - before) / before) * 100).toFixed(1)}</td></tr>`;
  });
  body += `<tr><th>Cəmi</th><th></th><th>${total.toFixed(1)}</th><th></th></tr></tbody></table>`;
  body += `<figure>${barChart(values, SECTORS)}<figcaption>Şəkil 1. ${year}-ci ildə xərclərin sahələr üzrə bölgüsü, milyard manat</figcaption></figure>`;
  body += `<h2>Palatanın əsas tövsiyələri</h2>`;
  for (const [i, text] of [
    'Büdcə proqnozlarının makroiqtisadi göstəricilərlə əlaqələndirilməsini gücləndirmək.',
    'Dövlət investisiya layihələrinin seçilməsində iqtisadi səmərəlilik meyarlarını tətbiq etmək.',
    'Orta müddətli xərclər çərçivəsini nəticəyönümlü göstəricilərlə tamamlamaq.',
    'Büdcə təşkilatlarının maliyyə hesabatlarının beynəlxalq standartlara uyğunlaşdırılmasını sürətləndirmək.',
    'Vətəndaşlar üçün büdcə məlumatlarının açıq formatda dərcini davam etdirmək.',
  ].entries())
    body += `<p>${i + 1}. ${text} Palata bu istiqamətdə görülən işləri növbəti rəyində qiymətləndirəcəkdir.</p>`;
  body += `<h2>Terminlər</h2><p><b>Dövlət büdcəsi</b> — dövlətin funksiyalarını yerinə yetirmək üçün bir il ərzində əldə edilən gəlirlər və həyata keçirilən xərclər barədə əsas maliyyə sənədi.</p><p><b>Büdcə kəsiri</b> — xərclərin gəlirləri üstələyən hissəsi.</p><p><b>Konsolidə edilmiş büdcə</b> — dövlət büdcəsinin, büdcədənkənar dövlət fondlarının və muxtar respublika büdcəsinin birlikdə göstəricisi.</p>`;
  return page(doc.az, doc.en, body);
}

/** An infographic sheet: key figures and two charts, two pages. */
export function infographicHtml(doc, n) {
  const r = rng(5000 + n);
  const figures = [
    ['Audit tədbirləri', r.int(40, 90)],
    ['Tövsiyələr', r.int(300, 900)],
    ['İcra olunmuş tövsiyələr, %', r.int(55, 85)],
    ['Vətəndaş müraciətləri', r.int(400, 1500)],
  ];
  let body = '<table><thead><tr><th>Göstərici</th><th>Dəyər</th></tr></thead><tbody>';
  for (const [k, v] of figures) body += `<tr><td>${k}</td><td>${v}</td></tr>`;
  body += '</tbody></table>';
  const values = SECTORS.slice(0, 6).map(() => r.range(1, 12));
  body += `<figure>${barChart(values, SECTORS.slice(0, 6))}<figcaption>Şəkil 1. Sahələr üzrə göstəricilər</figcaption></figure>`;
  body += `<h2>Qısa şərh</h2><p>İnfoqrafika Hesablama Palatasının açıq məlumatları əsasında hazırlanmışdır. Göstəricilər hesabat dövrünün sonuna olan vəziyyəti əks etdirir və əvvəlki dövrlə müqayisədə dəyişiklikləri göstərir.</p><p>Rəqəmlər yuvarlaqlaşdırılmışdır; cəmlərdə kiçik fərqlər ola bilər. Mənbə: Hesablama Palatasının illik fəaliyyət hesabatı və audit tədbirlərinin nəticələri.</p>`;
  const values2 = SECTORS.slice(2).map(() => r.range(2, 20));
  body += `<h2 class="next-page">Müqayisə</h2><figure>${barChart(values2, SECTORS.slice(2))}<figcaption>Şəkil 2. Əvvəlki illə müqayisə, faizlə</figcaption></figure><p>Növbəti infoqrafika növbəti hesabat dövrü başa çatdıqdan sonra dərc ediləcəkdir.</p>`;
  return page(doc.az, doc.en, body);
}
