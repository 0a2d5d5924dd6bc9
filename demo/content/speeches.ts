/**
 * Speeches of the Chamber's leadership (20), newest first. The seed dates
 * speeches every 17 days back from the demo's today (2026-11-15), so the
 * list runs from the debate on the draft 2027 budget back to the close of
 * the “Year of the Constitution and Sovereignty” in December 2025, and each
 * item sits roughly where its occasion falls in that year.
 */
import type { Doc, Named } from './types';
import { doc, html, n, ord, p, pick, quote, slice, ul } from './helpers';
import {
  eventsAfterExecutionDebate,
  eventsBeforeExecutionDebate,
  type EventSpeech,
} from './speeches-events';

const draftTheses: Named[] = [
  n(
    'büdcə gəlirlərində neftdənkənar sektorun payının artırılması üçün vergi bazasının genişləndirilməsi zəruridir',
    "the tax base needs to be broadened to increase the non-oil sector's share of budget revenues",
  ),
  n(
    'dövlət investisiya layihələrinin seçilməsində iqtisadi səmərəliliyin qiymətləndirilməsi gücləndirilməlidir',
    'the assessment of economic efficiency in selecting public investment projects should be strengthened',
  ),
  n(
    'fiskal qaydanın tələblərinə əməl olunması orta müddətdə büdcə dayanıqlığının əsas təminatıdır',
    'compliance with the fiscal rule is the main guarantee of medium-term budget sustainability',
  ),
  n(
    'büdcə xərcləri üzrə nəticə göstəriciləri daha ölçülə bilən formada müəyyən edilməlidir',
    'performance indicators for budget spending should be set in more measurable terms',
  ),
  n(
    'vergi güzəştlərinin büdcəyə təsiri barədə məlumat büdcə zərfinə daxil edilməlidir',
    'information on the budgetary cost of tax exemptions should be included in the budget package',
  ),
  n(
    'dövlət borcunun strukturunda milli valyutada olan borcun payının artırılması valyuta risklərini azaldır',
    'increasing the share of debt in national currency reduces currency risk in the public debt portfolio',
  ),
];

const executionTheses: Named[] = [
  n(
    'büdcə gəlirləri proqnozdan artıq icra olunmuş, bu isə əsasən neftdənkənar sektorda vergi inzibatçılığının yaxşılaşması ilə bağlı olmuşdur',
    'budget revenues exceeded the forecast, mainly thanks to improved tax administration in the non-oil sector',
  ),
  n(
    'investisiya xərclərinin bir hissəsinin ilin sonunadək mənimsənilməməsi planlaşdırmanın təkmilləşdirilməsini tələb edir',
    'part of the investment spending remained unused at year-end, which calls for better planning',
  ),
  n(
    'büdcə təşkilatlarının kreditor borclarının azaldılması istiqamətində irəliləyiş əldə olunmuşdur',
    'progress has been made in reducing the payables of budget organisations',
  ),
  n(
    'ehtiyat fondlarından ayrılan vəsaitlərin istifadəsi barədə hesabatlılıq artırılmalıdır',
    'accountability for the use of reserve fund allocations should be increased',
  ),
  n(
    'audit tədbirləri zamanı aşkar edilmiş nöqsanların əksəriyyəti satınalma və tikinti müqavilələrinin icrası ilə bağlıdır',
    'most shortcomings found by audits relate to the performance of procurement and construction contracts',
  ),
  n(
    'icra hesabatında proqram-məqsədli göstəricilər üzrə məlumatların genişləndirilməsi tövsiyə olunur',
    'the execution report should provide more information on programme performance indicators',
  ),
];

const parliamentQuotes: Named[] = [
  n(
    'Büdcə yalnız maliyyə sənədi deyil, həm də dövlətin vətəndaş qarşısındakı öhdəliklərinin ifadəsidir.',
    "The budget is not merely a financial document; it expresses the state's commitments to its citizens.",
  ),
  n(
    'Hər bir manatın nəticəyə xidmət etməsi Hesablama Palatasının fəaliyyətinin əsas meyarıdır.',
    "Making every manat deliver results is the main yardstick of the Chamber of Accounts' work.",
  ),
  n(
    'Parlament nəzarətinin effektivliyi etibarlı və müstəqil audit məlumatlarından başlayır.',
    'Effective parliamentary oversight starts with reliable and independent audit information.',
  ),
  n(
    'Şəffaf büdcə prosesi ictimai etimadın ən mühüm təminatıdır.',
    'A transparent budget process is the most important guarantee of public trust.',
  ),
];

function draftSpeech(budgetYear: number, i: number): Doc {
  const theses = slice(draftTheses, i * 2, 3);
  const q = pick(parliamentQuotes, i);
  return doc(
    `Palatanın sədrinin ${ord(budgetYear)} il dövlət büdcəsi layihəsinin Milli Məclisdə müzakirəsi zamanı çıxışı`,
    html(
      p(
        `Hesablama Palatasının sədri Milli Məclisin plenar iclasında “Azərbaycan Respublikasının ${ord(budgetYear)} il dövlət büdcəsi haqqında” qanun layihəsinin müzakirəsi zamanı çıxış edərək Palatanın büdcə zərfinə dair rəyinin əsas müddəalarını deputatlara təqdim etmişdir.`,
      ),
      p(
        'Sədr qeyd etmişdir ki, büdcə layihəsi makroiqtisadi proqnozlara və orta müddətli xərclər çərçivəsinə əsaslanır, gəlir və xərclərin strukturu isə dövlətin sosial-iqtisadi prioritetlərini əks etdirir. Çıxışda aşağıdakı fikirlər vurğulanmışdır:',
      ),
      ul(theses.map((t) => t.az)),
      quote(q.az),
      p('Çıxışın sonunda Palatanın sədri deputatların suallarını cavablandırmışdır.'),
    ),
    `Speech by the Chairman of the Chamber at the Milli Majlis debate on the draft ${budgetYear} state budget`,
    html(
      p(
        `Speaking at the plenary session of the Milli Majlis during the debate on the draft Law “On the State Budget of the Republic of Azerbaijan for ${budgetYear}”, the Chairman of the Chamber of Accounts presented to members of parliament the main points of the Chamber's opinion on the budget package.`,
      ),
      p(
        "The Chairman noted that the draft budget is based on macroeconomic forecasts and the medium-term expenditure framework, and that the structure of revenues and spending reflects the state's socio-economic priorities. The speech stressed that:",
      ),
      ul(theses.map((t) => t.en)),
      quote(q.en),
      p("At the end of the speech, the Chairman answered members' questions."),
    ),
  );
}

function executionSpeech(budgetYear: number, i: number): Doc {
  const theses = slice(executionTheses, i * 2 + 1, 3);
  const q = pick(parliamentQuotes, i + 2);
  return doc(
    `Palatanın sədrinin ${ord(budgetYear)} il dövlət büdcəsinin icrası haqqında hesabatın Milli Məclisdə müzakirəsi zamanı çıxışı`,
    html(
      p(
        `Hesablama Palatasının sədri Milli Məclisin plenar iclasında ${ord(budgetYear)} il dövlət büdcəsinin icrası haqqında hesabatın müzakirəsi zamanı çıxış etmiş və Palatanın bu hesabata dair rəyini təqdim etmişdir.`,
      ),
      p(
        'Sədr bildirmişdir ki, Palata rəyi hazırlayarkən xəzinədarlıq məlumatlarını, büdcə təşkilatlarının hesabatlarını və il ərzində aparılmış audit tədbirlərinin nəticələrini təhlil etmişdir. Çıxışda aşağıdakı nəticələr diqqətə çatdırılmışdır:',
      ),
      ul(theses.map((t) => t.az)),
      quote(q.az),
      p('Çıxışın sonunda Palatanın sədri deputatların suallarını cavablandırmışdır.'),
    ),
    `Speech by the Chairman of the Chamber at the Milli Majlis debate on the ${budgetYear} state budget execution report`,
    html(
      p(
        `Speaking at the plenary session of the Milli Majlis during the debate on the report on the execution of the ${budgetYear} state budget, the Chairman of the Chamber of Accounts presented the Chamber's opinion on the report.`,
      ),
      p(
        'The Chairman said that, in preparing the opinion, the Chamber had analysed treasury data, the reports of budget organisations and the results of the audits carried out during the year. The speech highlighted that:',
      ),
      ul(theses.map((t) => t.en)),
      quote(q.en),
      p("At the end of the speech, the Chairman answered members' questions."),
    ),
  );
}

const bridges: Named[] = [
  n(
    'Sədr qeyd etmişdir ki, bu məsələlər Palatanın strateji prioritetləri sırasındadır və onların həlli üçün ardıcıl addımlar atılır.',
    "The Chairman noted that these issues are among the Chamber's strategic priorities and that consistent steps are being taken to address them.",
  ),
  n(
    'Çıxışda Palatanın son illərdə qazandığı təcrübəyə və ali audit qurumlarının beynəlxalq standartlarına istinad edilmişdir.',
    "The speech drew on the Chamber's experience of recent years and on the international standards of supreme audit institutions.",
  ),
  n(
    'Sədr çıxışında bu məsələlərin Palatanın gündəlik fəaliyyəti ilə bağlılığını konkret nümunələrlə izah etmişdir.',
    "In the speech, the Chairman used concrete examples to show how these issues relate to the Chamber's day-to-day work.",
  ),
];

const eventClosings: Named[] = [
  n(
    'Çıxışın tam mətni tədbirin digər materialları ilə birlikdə dərc olunacaqdır. Palatanın mətbuat xidməti tədbirə dair foto və video materiallar da hazırlamışdır.',
    "The full text of the speech will be published together with the other materials of the event. The Chamber's press office has also prepared photos and video of the event.",
  ),
  n(
    'Çıxışdan sonra sədr iştirakçıların suallarını cavablandırmış, səsləndirilən təkliflərin Palatanın fəaliyyətində nəzərə alınacağını bildirmişdir.',
    "After the speech, the Chairman answered participants' questions and said the proposals made would be taken into account in the Chamber's work.",
  ),
  n(
    'Tədbirin yekununda çıxışda qaldırılan məsələlərin sonrakı müzakirələrdə davam etdirilməsi qərara alınmışdır. Tədbirin materialları Palatanın rəsmi saytında yerləşdiriləcəkdir.',
    "At the close of the event it was agreed to pursue the issues raised in the speech in further discussions. The event materials will be posted on the Chamber's website.",
  ),
];

function eventSpeech(s: EventSpeech, i: number): Doc {
  const c = pick(eventClosings, i);
  const b = pick(bridges, i + 1);
  return doc(
    s.title[0],
    html(
      p(s.context[0]),
      p('Çıxışda səslənən əsas fikirlər bunlardır:'),
      ul(s.theses.map((t) => t[0])),
      p(b.az),
      quote(s.quote[0]),
      p(c.az),
    ),
    s.title[1],
    html(
      p(s.context[1]),
      p('The main points of the speech were:'),
      ul(s.theses.map((t) => t[1])),
      p(b.en),
      quote(s.quote[1]),
      p(c.en),
    ),
  );
}

/** Speeches in feed order, newest first. */
const timeline: Array<Doc | EventSpeech> = [
  draftSpeech(2027, 0),
  ...eventsBeforeExecutionDebate,
  executionSpeech(2025, 1),
  ...eventsAfterExecutionDebate,
];

const AZ_ONLY = new Set([6, 15]);

/** Speeches, newest first. */
export const speeches: Doc[] = timeline
  .map((x, i) => ('az' in x ? x : eventSpeech(x, i)))
  .map((d, i) => (AZ_ONLY.has(i) ? { ...d, en: null } : d));
