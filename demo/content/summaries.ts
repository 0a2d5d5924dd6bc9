/**
 * Infographics by year and the citizens' summaries of opinions and reports.
 */
import type { BudgetSummary, InfographicYear } from './types';
import { n } from './helpers';

export const infographics: InfographicYear[] = [
  {
    year: 2025,
    items: [
      n(
        '2026-cı il dövlət büdcəsinin əsas göstəriciləri',
        'Key indicators of the 2026 state budget',
      ),
      n('2024-cü il dövlət büdcəsinin icrası', 'Execution of the 2024 state budget'),
      n('Palatanın 2025-ci ildəki fəaliyyəti rəqəmlərdə', "The Chamber's work in 2025 in numbers"),
      n('Audit tövsiyələrinin icra vəziyyəti', 'Implementation status of audit recommendations'),
    ],
  },
  {
    year: 2024,
    items: [
      n(
        '2025-ci il dövlət büdcəsinin gəlir və xərcləri',
        'Revenue and expenditure of the 2025 state budget',
      ),
      n('2023-cü il dövlət büdcəsinin icrası', 'Execution of the 2023 state budget'),
      n('Palatanın 2024-cü ildəki fəaliyyəti rəqəmlərdə', "The Chamber's work in 2024 in numbers"),
      n('İqlim dəyişmələri ilə bağlı dövlət xərcləri', 'Public spending related to climate change'),
      n('Vətəndaş müraciətlərinin statistikası', "Statistics on citizens' requests"),
    ],
  },
  {
    year: 2023,
    items: [
      n('2024-cü il dövlət büdcəsi bir baxışda', 'The 2024 state budget at a glance'),
      n('2022-ci il dövlət büdcəsinin icrası', 'Execution of the 2022 state budget'),
      n('Palatanın 2023-cü ildəki fəaliyyəti rəqəmlərdə', "The Chamber's work in 2023 in numbers"),
    ],
  },
  {
    year: 2022,
    items: [
      n('2023-cü il dövlət büdcəsi bir baxışda', 'The 2023 state budget at a glance'),
      n('2021-ci il dövlət büdcəsinin icrası', 'Execution of the 2021 state budget'),
      n('Palatanın 2022-ci ildəki fəaliyyəti rəqəmlərdə', "The Chamber's work in 2022 in numbers"),
      n('Dövlət borcunun strukturu', 'Structure of public debt'),
    ],
  },
];

function rey(az: string, en: string): BudgetSummary {
  return { az, en, type: 'rey' };
}

function hesabat(az: string, en: string): BudgetSummary {
  return { az, en, type: 'hesabat' };
}

export const budgetSummaries: BudgetSummary[] = [
  rey(
    '2027-ci il dövlət büdcəsi layihəsinə dair rəy: vətəndaş bələdçisi',
    "Opinion on the draft 2027 state budget: a citizen's guide",
  ),
  rey(
    '2027-ci il üçün konsolidə edilmiş büdcəyə dair rəy: qısa xülasə',
    'Opinion on the 2027 consolidated budget: summary',
  ),
  rey(
    '2026-cı il dövlət büdcəsi layihəsinə dair rəy: vətəndaş bələdçisi',
    "Opinion on the draft 2026 state budget: a citizen's guide",
  ),
  rey(
    '2025-ci il dövlət büdcəsi layihəsinə dair rəy: vətəndaş bələdçisi',
    "Opinion on the draft 2025 state budget: a citizen's guide",
  ),
  rey(
    '2024-cü il dövlət büdcəsi layihəsinə dair rəy: vətəndaş bələdçisi',
    "Opinion on the draft 2024 state budget: a citizen's guide",
  ),
  rey(
    '2023-cü il dövlət büdcəsi layihəsinə dair rəy: vətəndaş bələdçisi',
    "Opinion on the draft 2023 state budget: a citizen's guide",
  ),
  hesabat(
    '2025-ci il dövlət büdcəsinin icrası haqqında hesabata rəy: qısa xülasə',
    'Opinion on the 2025 state budget execution report: summary',
  ),
  hesabat(
    'Hesablama Palatasının 2025-ci il üzrə fəaliyyət hesabatının xülasəsi',
    "Summary of the Chamber of Accounts' 2025 activity report",
  ),
  hesabat(
    '2024-cü il dövlət büdcəsinin icrası haqqında hesabata rəy: qısa xülasə',
    'Opinion on the 2024 state budget execution report: summary',
  ),
  hesabat(
    'Hesablama Palatasının 2024-cü il üzrə fəaliyyət hesabatının xülasəsi',
    "Summary of the Chamber of Accounts' 2024 activity report",
  ),
  hesabat(
    '2023-cü il dövlət büdcəsinin icrası haqqında hesabata rəy: qısa xülasə',
    'Opinion on the 2023 state budget execution report: summary',
  ),
  hesabat(
    '2022-ci il dövlət büdcəsinin icrası haqqında hesabata rəy: qısa xülasə',
    'Opinion on the 2022 state budget execution report: summary',
  ),
];
