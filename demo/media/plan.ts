/**
 * Which picture every demo item gets (issue 37, "Imagery that is not a
 * template"): one file of its own per item of every list, a scene that suits
 * its kind and, where its title says what it is about, its subject (a
 * memorandum is signed, a seminar has a trainer, an audit of roads shows a
 * road), and never the scene of the item before it, so neighbours on a page
 * never look alike. demo/make-media.mjs draws these files; demo/load.ts
 * stores their names; demo/media.test.ts checks them.
 */
import type { Doc, RecordDoc, SeedContent, Video, VideoGroup } from '../content/types';

/** The image folders of the demo's photos (lib/core/format/media MediaFolder). */
export type PhotoKind =
  | 'xeberler'
  | 'dercler'
  | 'cixislar'
  | 'musahibeler'
  | 'meqaleler'
  | 'elanlar'
  | 'jurnallar'
  | 'layiheler'
  | 'videolar'
  | 'budce_xulasesi'
  | 'infoqrafikler';

export const PHOTO_KINDS: PhotoKind[] = [
  'xeberler',
  'dercler',
  'cixislar',
  'musahibeler',
  'meqaleler',
  'elanlar',
  'jurnallar',
  'layiheler',
  'videolar',
  'budce_xulasesi',
  'infoqrafikler',
];

/**
 * Pixel size per kind: news and records fill the home slider (up to 1,200 px
 * wide at a 1,280 px window), so they are 1280×720; the rest show in cards
 * and the 768 px article column, where 960×540 is sharp.
 */
export const PHOTO_SIZE: Record<PhotoKind, { width: number; height: number }> = {
  xeberler: { width: 1280, height: 720 },
  dercler: { width: 1280, height: 720 },
  cixislar: { width: 960, height: 540 },
  musahibeler: { width: 960, height: 540 },
  meqaleler: { width: 960, height: 540 },
  elanlar: { width: 960, height: 540 },
  jurnallar: { width: 960, height: 540 },
  layiheler: { width: 960, height: 540 },
  videolar: { width: 960, height: 540 },
  budce_xulasesi: { width: 960, height: 540 },
  infoqrafikler: { width: 960, height: 540 },
};

/** The file name of the photo of the n-th item (0-based) of a list. */
export const photoFile = (n: number) => `${n + 1}.jpg`;

export interface PhotoSpec {
  /** the item's number in its list, 0-based (videos: groups and their videos in order) */
  index: number;
  file: string;
  /** a scene of demo/media/scenes.mjs */
  scene: string;
  seed: number;
}

type Rule = [RegExp, string[]];

/** FNV-1a: a stable seed from a string. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const NEWS: Rule[] = [
  [/memorandum|anlaşma/, ['signing']],
  [/şəhidlər|martyrs/, ['memorial']],
  [/nümayəndə heyəti.*səfər|delegation of .* visits/, ['handshake', 'delegation', 'meetingAcross']],
  [/vebinar|webinar/, ['webinar']],
  [/açıq dərs|open lesson|tələbə/, ['lectureTheatre']],
  [/mentor/, ['whiteboard']],
  [/təlim|seminar|training/, ['seminar', 'whiteboard', 'lectureTheatre']],
  [/vətəndaşları qəbul|receives citizens/, ['reception', 'officeInterview']],
  [/dəyirmi masa|round table/, ['roundTable']],
  [/konfrans|conference/, ['conferenceHall', 'panelStage']],
  [
    /iclasında|meeting of|governing board/,
    ['conferenceHall', 'roundTable', 'panelStage', 'meetingLong'],
  ],
  [/milli məclis/, ['parliament', 'parliamentHall']],
  [/konstitusiya|ildönümü|anniversary/, ['ceremonyHall']],
  [/bülleten|bulletin/, ['magazineOpen', 'pressConference']],
  [/açıq məlumat|open data/, ['laptopDashboard', 'dataRoom']],
  [/müraciət|requests/, ['serviceCentre']],
  [/strategiya|strategy/, ['panelStage', 'meetingAcross']],
  [/kollegiya|board discusses/, ['meetingLong', 'meetingAcross', 'roundTable']],
  [/təsdiq edildi|approved/, ['meetingAcross', 'meetingLong', 'institution']],
];

/** The subject of an audit, read from its title: a place or a thing of its sector. */
const DOMAINS: Rule[] = [
  [
    /informasiya (texnologiyaları|sistem)|information system|it audit|e-health|e-social/,
    ['serverRoom', 'dataRoom'],
  ],
  [/dərman|medicine/, ['pharmacy']],
  [/səhiyyə|health|tibb|medical|covid/, ['hospital']],
  [/məktəbəqədər|preschool/, ['classroom']],
  [/peşə təhsili|vocational/, ['workshop']],
  [/məktəb|school|təhsil|education/, ['school', 'classroom']],
  [/meşə|reforest/, ['forest']],
  [/çay|tea /, ['teaGarden']],
  [/suvarma|irrigation/, ['irrigation']],
  [/taxıl|grain|kənd təsərrüfatı|agricultur/, ['farmland']],
  [/içməli su|azərsu|azersu|drinking water|sewerage/, ['waterworks']],
  [/dəmir yol|railway/, ['railway']],
  [/avtomobil yol|road/, ['road', 'construction']],
  [/nəqliyyat|transport/, ['cityBus']],
  [/işıqlandırma|lighting/, ['streetLights']],
  [/istilik|azəristilik/, ['construction']],
  [/azərişıq|azerishig|azərenerji|elektrik|electricity/, ['powerLines']],
  [/qazlaşdırma|gasification/, ['gasPipeline']],
  [/tullantı|waste/, ['recycling']],
  [/neft|oil-contaminated/, ['oilField']],
  [/sahil|coastal/, ['coast']],
  [/ekologiya|ecology|environment/, ['forest', 'coast']],
  [/pensiya|pension|sosial|social|məşğulluq|employment/, ['serviceCentre']],
];

const NEWS_FALLBACK = [
  'meetingAcross',
  'conferenceHall',
  'institution',
  'pressConference',
  'roundTable',
  'handshake',
  'panelStage',
  'delegation',
  'meetingLong',
];

const SPEECHES: Rule[] = [
  [/milli məclis/, ['parliamentHall', 'lectern']],
  [/tələbə|student|yay məktəbi|summer school/, ['lectureTheatre']],
  [/media|mətbuat|press/, ['pressConference']],
  [/andiçmə|oath|ildönümü|anniversary|konstitusiya|constitution/, ['ceremonyHall', 'lectern']],
  [
    /konfrans|conference|forum|seminar|təqdimat|launch/,
    ['lectern', 'panelStage', 'conferenceHall'],
  ],
  [/kollegiya|board|iclas|meeting|görüş/, ['lectern', 'meetingAcross', 'roundTable']],
];

const ARTICLES: Rule[] = [
  [/süni intellekt|artificial intelligence|rəqəmsal|digital/, ['network', 'laptopDashboard']],
  [/iqlim|climate|davamlı inkişaf|sustainable/, ['windFarm', 'solarField']],
  [/beynəlxalq|international/, ['globe']],
  [/lima|müstəqil|independence|keyfiyyət|quality|gender/, ['scales', 'openBook']],
  [/saxtakarlıq|fraud|satınalma|procurement/, ['magnifier']],
  [/pandemiya|pandemic/, ['hospital']],
  [/vətəndaş|citizen/, ['roundTable']],
  [/xəzinədarlıq|treasury/, ['laptopDashboard']],
  [
    /borc|debt|fiskal|fiscal|transfert|büdcə|budget/,
    ['coinsCalculator', 'tabletCharts', 'banknotes', 'chartsDesk'],
  ],
  [/daxili audit|internal audit|korporativ|corporate/, ['binders', 'meetingAcross']],
  [/risk|səmərəlilik|performance/, ['chartsDesk', 'documents']],
];

const ANNOUNCEMENTS: Rule[] = [
  [/nəticələri|results of/, ['noticeBoard']],
  [/proqram təminatı|software/, ['laptopDashboard']],
  [/server|şəbəkə/, ['serverRoom']],
  [/kompüter|computer/, ['computers']],
  [/dəftərxana|stationery/, ['stationery']],
  [/kartric|cartridge/, ['printer']],
  [/mebel|furniture/, ['officeChairs']],
  [/nəqliyyat xidmət|transport services/, ['vehicles']],
  [/təmir|repair/, ['repairWorks']],
  [/vakansiya|vacancy|vəzifəsinə müsabiqə|position/, ['jobInterview', 'emptyDesk']],
  [/açıq qapı|open day|təcrübə|internship/, ['lectureTheatre', 'delegation']],
  [/esse|essay/, ['writing']],
  [/konfrans|conference/, ['conferenceHall']],
  [/təqdimat|presentation/, ['panelStage', 'conferenceHall']],
  [/müzakirə|consultation/, ['roundTable']],
];

const PROJECTS: Rule[] = [
  [/bərpa olunan|renewable/, ['solarField', 'windFarm']],
  [/su ehtiyat|water|quraqlıq|drought/, ['reservoir']],
  [/iqlim|climate/, ['windFarm', 'solarField', 'seminar']],
  [/tvinninq|twinning/, ['handshake']],
  [/analitika|analytics/, ['dataRoom']],
  [/elektron|electronic|portal|açıq məlumat|open data/, ['laptopDashboard']],
  [/keyfiyyət|quality/, ['magnifier']],
  [/mentor/, ['whiteboard']],
  [/sertifikat|certification/, ['award']],
  [/təlim|training|platforma|platform/, ['webinar', 'seminar']],
  [/sai pmf|qiymətləndirmə|assessment/, ['roundTable']],
  [/paralel|parallel|satınalma|procurement/, ['documents']],
  [/ünsiyyət|communication/, ['pressConference']],
];

const VIDEOS: Rule[] = [
  [/milli məclis/, ['parliamentHall']],
  [/şəhidlər|martyrs/, ['memorial']],
  [/azərişıq|azerishig/, ['powerLines']],
  [/büdcəsi necə|budget adopted/, ['parliament']],
  [/təklifini|proposal/, ['laptopDashboard']],
  [/nə ilə məşğul|what does/, ['institution']],
  [/dərs|lesson/, ['whiteboard', 'lectureTheatre']],
  [/strategiya|strategy/, ['panelStage']],
  [/açıq məlumat|open data/, ['dataRoom']],
  [/rəqəmlərlə|in numbers/, ['tabletCharts']],
  [/mentor/, ['officeInterview']],
  [/açıq qapı|open day/, ['lectureTheatre']],
  [/konstitusiya|constitution/, ['ceremonyHall']],
  [/vətəndaş büdcəsi|citizens' budget/, ['coinsCalculator']],
  [/dəyirmi masa|round table/, ['roundTable']],
  [/memorandum/, ['signing']],
  [/sənədli film|documentary/, ['archive']],
  [/mükafat|award/, ['award']],
  [/vətəndaşların qəbulu|receptions for citizens/, ['reception']],
  [/plenar|plenary/, ['parliamentHall', 'conferenceHall']],
  [/konqres|congress|cop29|konfrans|conference/, ['conferenceHall', 'panelStage']],
  [/yubiley|anniversary/, ['ceremonyHall']],
  [/rəy|opinion/, ['tvStudio', 'pressConference']],
];

const BUDGET: Rule[] = [
  [/fəaliyyət|activity/, ['reportBooks', 'laptopDashboard']],
  [/icrası|execution/, ['chartsDesk', 'tabletCharts', 'coinsCalculator']],
  [/vətəndaş|citizen/, ['coinsCalculator', 'tabletCharts', 'banknotes']],
];

/** A list's scenes, each item's from its rules or else the kind's rotation, never its neighbour's. */
function choose(
  kind: PhotoKind,
  titles: string[],
  candidatesOf: (text: string, index: number) => string[] | null,
  fallback: string[],
): PhotoSpec[] {
  const used = new Map<string, number>();
  let previous = '';
  let turn = 0;
  return titles.map((title, index) => {
    const text = title.toLowerCase();
    let candidates = candidatesOf(text, index) ?? [];
    if (!candidates.length) candidates = fallback.slice(turn++ % fallback.length).concat(fallback);
    const fresh = candidates.filter((s) => s !== previous);
    const pool = fresh.length ? fresh : candidates;
    // The least used of the candidates, the first one on a tie.
    const scene = pool.reduce((best, s) => ((used.get(s) ?? 0) < (used.get(best) ?? 0) ? s : best));
    used.set(scene, (used.get(scene) ?? 0) + 1);
    previous = scene;
    return { index, file: photoFile(index), scene, seed: seedOf(`${kind}:${index}:${scene}`) };
  });
}

const match = (rules: Rule[]) => (text: string) => rules.find(([re]) => re.test(text))?.[1] ?? null;

const docTitle = (d: Doc) => `${d.az.title} ${d.en?.title ?? ''}`;

/** The scenes of the audit records: by sector, by type for opinions and activity reports. */
function recordScenes(records: RecordDoc[]) {
  const OPINION = [
    'parliament',
    'chartsDesk',
    'banknotes',
    'tabletCharts',
    'coinsCalculator',
    'documents',
  ];
  const ACTIVITY = [
    'reportBooks',
    'binders',
    'institution',
    'laptopDashboard',
    'documents',
    'tabletCharts',
  ];
  const FINANCIAL = ['documents', 'binders', 'chartsDesk'];
  let opinion = 0;
  let activity = 0;
  return (text: string, index: number) => {
    const record = records[index]!;
    if (record.type === 'rey') return [OPINION[opinion++ % OPINION.length]!];
    if (record.type === 'fealiyyet-hesabati') return [ACTIVITY[activity++ % ACTIVITY.length]!];
    return match(DOMAINS)(text) ?? FINANCIAL;
  };
}

/** The videos in the order the seed inserts them: each entry, then the videos of a group. */
export function videoRows(videos: Array<Video | VideoGroup>): Array<Video | VideoGroup> {
  return videos.flatMap((v) => ('videos' in v ? [v, ...v.videos] : [v]));
}

/** The photo of every item of every list of the demo content, in each list's order. */
export function photoPlan(content: SeedContent): Record<PhotoKind, PhotoSpec[]> {
  const newsRules = (text: string) => {
    // An audit's results published or completed show its subject; a board's discussion, a meeting.
    if (
      /yekunları|yekunlaşdı|tövsiyələr verildi|results for|completed|recommendations issued/.test(
        text,
      )
    )
      return match(DOMAINS)(text) ?? ['pressConference'];
    return match(NEWS)(text);
  };
  const named = (items: Array<{ az: string; en: string }>) => items.map((i) => `${i.az} ${i.en}`);
  return {
    xeberler: choose('xeberler', content.news.map(docTitle), newsRules, NEWS_FALLBACK),
    dercler: choose('dercler', content.records.map(docTitle), recordScenes(content.records), [
      'documents',
    ]),
    cixislar: choose('cixislar', content.speeches.map(docTitle), match(SPEECHES), [
      'lectern',
      'panelStage',
      'meetingAcross',
    ]),
    musahibeler: choose('musahibeler', content.interviews.map(docTitle), () => null, [
      'officeInterview',
      'armchairs',
      'tvStudio',
      'windowPortrait',
    ]),
    meqaleler: choose('meqaleler', content.articles.map(docTitle), match(ARTICLES), [
      'openBook',
      'documents',
      'magnifier',
      'globe',
    ]),
    elanlar: choose('elanlar', content.announcements.map(docTitle), match(ANNOUNCEMENTS), [
      'noticeBoard',
    ]),
    jurnallar: choose('jurnallar', content.journals.map(docTitle), () => null, [
      'magazines',
      'magazineOpen',
      'magazineStack',
    ]),
    layiheler: choose('layiheler', content.projects.map(docTitle), match(PROJECTS), [
      'meetingAcross',
      'seminar',
    ]),
    videolar: choose('videolar', named(videoRows(content.videos)), match(VIDEOS), [
      'pressConference',
      'tvStudio',
      'panelStage',
    ]),
    budce_xulasesi: choose('budce_xulasesi', named(content.budgetSummaries), match(BUDGET), [
      'coinsCalculator',
      'tabletCharts',
      'chartsDesk',
      'banknotes',
    ]),
    infoqrafikler: choose(
      'infoqrafikler',
      named(content.infographics.flatMap((y) => y.items)),
      () => ['infographic'],
      ['infographic'],
    ),
  };
}

/** The images inside item bodies (img/content/), each its own scene and description. */
export const BODY_IMAGES: Array<{ file: string; scene: string; alt: { az: string; en: string } }> =
  [
    { scene: 'seminar', alt: { az: 'Təlim iştirakçıları', en: 'Participants of the training' } },
    { scene: 'documents', alt: { az: 'Audit sənədləri', en: 'Audit working papers' } },
    { scene: 'meetingAcross', alt: { az: 'İclasdan görüntü', en: 'A view of the meeting' } },
    { scene: 'construction', alt: { az: 'Obyektə baxış', en: 'Inspection of the site' } },
    { scene: 'dataRoom', alt: { az: 'Məlumatların təhlili', en: 'Analysing the data' } },
    {
      scene: 'roundTable',
      alt: { az: 'Dəyirmi masa arxasında müzakirə', en: 'Discussion at the round table' },
    },
    { scene: 'conferenceHall', alt: { az: 'Zalda iştirakçılar', en: 'Participants in the hall' } },
    { scene: 'handshake', alt: { az: 'Tərəflərin görüşü', en: 'The two sides meet' } },
    { scene: 'binders', alt: { az: 'Audit arxivi', en: 'The audit archive' } },
    {
      scene: 'laptopDashboard',
      alt: { az: 'Audit göstəriciləri ekranda', en: 'Audit indicators on screen' },
    },
    { scene: 'delegation', alt: { az: 'Tədbirin iştirakçıları', en: 'Participants of the event' } },
    { scene: 'chartsDesk', alt: { az: 'Hesabatın qrafikləri', en: 'Charts of the report' } },
  ].map((b, i) => ({ ...b, file: `${i + 1}.jpg` }));

/** Body images: 960×600. */
export const BODY_SIZE = { width: 960, height: 600 };

/**
 * The body images of the n-th item whose own photo shows `avoid`: `count`
 * different images, none of the photo's scene.
 */
export function bodyImages(n: number, count: number, avoid?: string) {
  const pool = BODY_IMAGES.filter((b) => b.scene !== avoid);
  return Array.from({ length: count }, (_, k) => pool[(n * 5 + k) % pool.length]!);
}

/** Project categories (img/layihe_category/<id>.jpg, 400×400) by id. */
export const CATEGORY_SCENES: Record<number, string> = {
  1: 'handshake',
  2: 'seminar',
  3: 'serverRoom',
  11: 'windFarm',
};

/** The link preview of pages without a photo (og-default.png, 1200×630). */
export const OG_DEFAULT = { scene: 'institution', seed: seedOf('og-default') };
