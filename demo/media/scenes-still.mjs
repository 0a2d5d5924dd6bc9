/**
 * Still lifes and objects: documents, reports, charts, money, books,
 * journals, office things and infographics. 1280×720 stage; no text (lines
 * of a document are grey bars).
 */
import {
  H,
  W,
  WALLS,
  back,
  blur,
  bust,
  f,
  interior,
  look,
  plant,
  rgrad,
  screenChart,
  shade,
  shadowEllipse,
  vgrad,
  windows,
} from './draw.mjs';

const DESKS = [
  '#7a5a3e',
  '#6b4f37',
  '#8b6a4a',
  '#5a4332',
  '#c9b79c',
  '#e8e2d6',
  '#3d3a38',
  '#a58a6a',
  '#d9d4cc',
];
const INK = ['#0b3d6e', '#127a7a', '#c9a227', '#8c2f2f', '#2f7d3a', '#5a6a7a'];

/** A desk surface seen from above, lit from one corner. */
function desk(r, color = r.pick(DESKS)) {
  const [d, u] = rgrad(
    [
      [0, shade(color, 0.18)],
      [1, shade(color, -0.22)],
    ],
    r.range(0.2, 0.8),
    r.range(0.1, 0.4),
    0.9,
  );
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  // Wood grain or a fine texture.
  if (!['#e8e2d6', '#d9d4cc'].includes(color))
    for (let i = 0; i < 40; i++) {
      const y = r.range(0, H);
      out += `<path d="M0 ${f(y)}Q${W / 2} ${f(y + r.range(-20, 20))} ${W} ${f(y + r.range(-10, 10))}" stroke="${shade(color, -0.2)}" stroke-width="${f(r.range(1, 3))}" fill="none" opacity="0.25"/>`;
    }
  return out;
}

/** A printed page from above: lines of text as bars, an optional chart or table. */
export function page(r, x, y, w, h, rot, kind = r.int(0, 3), paperColor = '#fbfaf6') {
  let out = `<g transform="rotate(${f(rot)} ${f(x + w / 2)} ${f(y + h / 2)})">`;
  out += `<rect x="${f(x + 8)}" y="${f(y + 12)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.22" filter="url(#soft)"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${paperColor}"/>`;
  const m = w * 0.09;
  out += `<rect x="${f(x + m)}" y="${f(y + m)}" width="${f(w * 0.5)}" height="${f(h * 0.025)}" fill="#3a4654"/>`;
  let ly = y + m + h * 0.06;
  const line = () => {
    out += `<rect x="${f(x + m)}" y="${f(ly)}" width="${f(r.range(0.55, 1) * (w - 2 * m))}" height="${f(h * 0.012)}" rx="1" fill="#aab2bb"/>`;
    ly += h * 0.028;
  };
  for (let i = 0; i < 5; i++) line();
  const ink = r.pick(INK);
  if (kind === 0) {
    const n = r.int(5, 8);
    const bh = h * 0.22;
    for (let b = 0; b < n; b++) {
      const v = r.range(0.2, 1) * bh;
      out += `<rect x="${f(x + m + (b * (w - 2 * m)) / n)}" y="${f(ly + bh - v + 8)}" width="${f(((w - 2 * m) / n) * 0.6)}" height="${f(v)}" fill="${b % 3 === 2 ? '#c9a227' : ink}"/>`;
    }
    ly += bh + 20;
  } else if (kind === 1) {
    const rows = 6;
    for (let i = 0; i <= rows; i++)
      out += `<path d="M${f(x + m)} ${f(ly + i * h * 0.035)}H${f(x + w - m)}" stroke="#c5ccd3" stroke-width="1.5"/>`;
    for (let c = 0; c < 4; c++)
      out += `<path d="M${f(x + m + (c * (w - 2 * m)) / 3)} ${f(ly)}V${f(ly + rows * h * 0.035)}" stroke="#c5ccd3" stroke-width="1.5"/>`;
    out += `<rect x="${f(x + m)}" y="${f(ly)}" width="${f(w - 2 * m)}" height="${f(h * 0.035)}" fill="${ink}" opacity="0.25"/>`;
    ly += rows * h * 0.035 + 16;
  } else if (kind === 2) {
    const cx = x + w / 2;
    const cy = ly + h * 0.12;
    const rr = h * 0.1;
    const t = r.range(0.25, 0.7) * Math.PI * 2;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${ink}"/><path d="M${f(cx)} ${f(cy)}V${f(cy - rr)}A${f(rr)} ${f(rr)} 0 ${t > Math.PI ? 1 : 0} 1 ${f(cx + rr * Math.sin(t))} ${f(cy - rr * Math.cos(t))}Z" fill="#c9a227"/>`;
    ly += h * 0.26;
  }
  while (ly < y + h - m - 4) line();
  return `${out}</g>`;
}

/** The soft shadow filter the pages use. */
const SOFT =
  '<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="7"/></filter>';

/** Reading glasses, a pen. */
function glasses(x, y, s, rot) {
  return `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})" fill="none" stroke="#1b1b1b" stroke-width="${f(5 * s)}"><circle cx="${f(x - 40 * s)}" cy="${f(y)}" r="${f(30 * s)}"/><circle cx="${f(x + 40 * s)}" cy="${f(y)}" r="${f(30 * s)}"/><path d="M${f(x - 10 * s)} ${f(y)}q${f(10 * s)} -${f(10 * s)} ${f(20 * s)} 0M${f(x - 70 * s)} ${f(y - 4 * s)}l-${f(60 * s)} -${f(30 * s)}M${f(x + 70 * s)} ${f(y - 4 * s)}l${f(60 * s)} -${f(30 * s)}"/></g><circle cx="${f(x - 40 * s)}" cy="${f(y)}" r="${f(27 * s)}" fill="#fff" opacity="0.12"/>`;
}
function pen(x, y, len, rot, color = '#0b3d6e') {
  return `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})"><rect x="${f(x + 6)}" y="${f(y + 8)}" width="${f(len)}" height="12" rx="6" fill="#000" opacity="0.25" filter="url(#soft)"/><rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="13" rx="6" fill="${color}"/><path d="M${f(x + len)} ${f(y)}l26 6.5l-26 6.5z" fill="#c9a227"/><rect x="${f(x + 20)}" y="${f(y - 3)}" width="${f(len * 0.4)}" height="4" fill="#c9a227"/></g>`;
}
/** A cup of coffee or tea seen from above. */
function cup(x, y, s, color = '#fafafa') {
  return `${shadowEllipse(x + 10 * s, y + 14 * s, 58 * s, 58 * s, 0.3)}<circle cx="${f(x)}" cy="${f(y)}" r="${f(56 * s)}" fill="${color}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(44 * s)}" fill="#5a3a22"/><circle cx="${f(x - 12 * s)}" cy="${f(y - 12 * s)}" r="${f(10 * s)}" fill="#fff" opacity="0.2"/><path d="M${f(x + 54 * s)} ${f(y - 14 * s)}q${f(30 * s)} ${f(14 * s)} 0 ${f(28 * s)}" stroke="${color}" stroke-width="${f(10 * s)}" fill="none"/>`;
}

/** Records: papers with tables and charts on a desk, glasses and a pen. */
export function documents(r) {
  let out = SOFT + desk(r);
  const n = r.int(3, 5);
  for (let i = 0; i < n; i++) {
    const w = r.range(300, 380);
    out += page(
      r,
      r.range(-60, W - w + 40),
      r.range(-80, H - w * 1.3 + 80),
      w,
      w * 1.414,
      r.range(-18, 18),
    );
  }
  if (r.chance(0.7))
    out += glasses(r.range(200, 1080), r.range(420, 620), r.range(0.9, 1.2), r.range(-30, 30));
  out += pen(r.range(100, 900), r.range(80, 640), r.range(180, 240), r.range(-60, 60), r.pick(INK));
  if (r.chance(0.4)) out += cup(r.range(980, 1180), r.range(100, 300), 1);
  return out;
}

/** Records (activity reports): bound annual reports standing on a desk, one lying in front. */
export function reportBooks(r) {
  const wall = r.pick(WALLS);
  let out = blur(interior(r, 360, { wall, panels: false }) + windows(r, 20, 330, 2), 12);
  const d = r.pick(DESKS);
  out += `<rect y="470" width="${W}" height="250" fill="${d}"/><rect y="470" width="${W}" height="14" fill="${shade(d, 0.2)}"/>`;
  const cols = r.pick([
    ['#0b3d6e', '#0e4a85', '#123a63'],
    ['#127a7a', '#0f5f5f', '#1a8a8a'],
    ['#8c2f2f', '#7a2232', '#a03a3a'],
    ['#2f3b48', '#3a4a5a', '#24303c'],
  ]);
  // A row of thick volumes, one per year, gold bands on their spines.
  const left = r.chance(0.5);
  let x = left ? r.range(60, 160) : r.range(560, 700);
  const end = x + r.range(440, 560);
  while (x < end) {
    const w = r.range(56, 88);
    const h = r.range(380, 440);
    const c = r.pick(cols);
    out += `<rect x="${f(x)}" y="${f(480 - h)}" width="${f(w)}" height="${f(h)}" rx="4" fill="${c}"/><rect x="${f(x + 8)}" y="${f(510 - h)}" width="${f(w - 16)}" height="22" fill="#c9a227" opacity="0.9"/><rect x="${f(x + 8)}" y="${f(545 - h)}" width="${f(w - 16)}" height="6" fill="#c9a227" opacity="0.7"/><rect x="${f(x + 8)}" y="${f(420)}" width="${f(w - 16)}" height="10" fill="#c9a227" opacity="0.6"/><rect x="${f(x)}" y="${f(480 - h)}" width="10" height="${f(h)}" fill="#fff" opacity="0.16"/>`;
    x += w + 3;
  }
  // The newest report lying in front, its cover with an abstract emblem.
  const cx = left ? r.range(700, 820) : r.range(120, 240);
  const c = r.pick(cols);
  out += `<g transform="rotate(${f(r.range(-8, 8))} ${f(cx + 200)} 590)"><rect x="${f(cx + 12)}" y="${f(472)}" width="400" height="240" fill="#000" opacity="0.3" filter="url(#soft)"/><rect x="${f(cx)}" y="460" width="400" height="240" rx="4" fill="${c}"/><rect x="${f(cx)}" y="688" width="400" height="12" fill="#f4f1ea"/><circle cx="${f(cx + 300)}" cy="570" r="70" fill="none" stroke="#c9a227" stroke-width="10"/><circle cx="${f(cx + 300)}" cy="570" r="36" fill="#c9a227" opacity="0.5"/><rect x="${f(cx + 36)}" y="510" width="150" height="16" fill="#fff" opacity="0.85"/><rect x="${f(cx + 36)}" y="540" width="110" height="10" fill="#fff" opacity="0.6"/></g>`;
  out = SOFT + out;
  if (r.chance(0.6)) out += plant(left ? r.range(1120, 1220) : r.range(40, 100), 480, 2.4, r);
  return out;
}

/** Records: ring binders on a shelf, one pulled out. */
export function binders(r) {
  let out = `<rect width="${W}" height="${H}" fill="${r.pick(['#e6e1d8', '#d9d2c5', '#cfd6dc'])}"/>`;
  for (let s = 0; s < 2; s++) {
    const y = 60 + s * 330;
    let x = r.range(-30, 10);
    while (x < W) {
      const w = r.range(70, 96);
      const c = r.pick([
        '#0b3d6e',
        '#127a7a',
        '#8c2f2f',
        '#2f3b48',
        '#c9a227',
        '#e8e4dc',
        '#1f5f99',
      ]);
      const pulled = r.chance(0.08) ? 30 : 0;
      out += `<rect x="${f(x)}" y="${f(y - pulled)}" width="${f(w)}" height="300" fill="${c}"/><rect x="${f(x + 12)}" y="${f(y + 30 - pulled)}" width="${f(w - 24)}" height="90" fill="#fbfaf6"/><circle cx="${f(x + w / 2)}" cy="${f(y + 230 - pulled)}" r="14" fill="${shade(c, -0.35)}"/><rect x="${f(x)}" y="${f(y - pulled)}" width="8" height="300" fill="#fff" opacity="0.15"/>`;
      for (let l = 0; l < 3; l++)
        out += `<rect x="${f(x + 20)}" y="${f(y + 46 + l * 18 - pulled)}" width="${f(w - 40)}" height="5" fill="#aab2bb"/>`;
      x += w + 3;
    }
    out += `<rect y="${f(y + 300)}" width="${W}" height="24" fill="${r.pick(['#8a6a4a', '#b8b2a8', '#6b6f75'])}"/>`;
  }
  const [gd, gu] = rgrad(
    [
      [0, '#fff', 0.15],
      [1, '#000', 0.3],
    ],
    r.range(0.2, 0.8),
    0.3,
    0.8,
  );
  return blur(out, r.chance(0.5) ? 2 : 0) + `${gd}<rect width="${W}" height="${H}" fill="${gu}"/>`;
}

/** Records and budget summaries: printed charts on a desk with a calculator and a hand with a pen. */
export function chartsDesk(r) {
  let out = SOFT + desk(r);
  out += page(r, r.range(60, 220), r.range(-60, 40), 520, 735, r.range(-10, 4), 0);
  out += page(r, r.range(560, 700), r.range(60, 160), 420, 594, r.range(-4, 12), 2);
  // A calculator.
  const kx = r.range(880, 1040);
  const ky = r.range(360, 440);
  out += `<g transform="rotate(${f(r.range(-20, 20))} ${f(kx + 90)} ${f(ky + 130)})"><rect x="${f(kx + 10)}" y="${f(ky + 14)}" width="180" height="260" rx="18" fill="#000" opacity="0.3" filter="url(#soft)"/><rect x="${f(kx)}" y="${f(ky)}" width="180" height="260" rx="18" fill="${r.pick(['#2b2f35', '#e8e8e8', '#3a3d44'])}"/><rect x="${f(kx + 18)}" y="${f(ky + 18)}" width="144" height="48" rx="4" fill="#9fb8a0"/>`;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      out += `<rect x="${f(kx + 18 + j * 37)}" y="${f(ky + 82 + i * 42)}" width="31" height="34" rx="6" fill="${j === 3 ? '#c9a227' : '#d5d9de'}"/>`;
  out += '</g>';
  out += pen(r.range(200, 600), r.range(500, 640), 220, r.range(-30, 10), r.pick(INK));
  return out;
}

/** Records and articles: a laptop with a dashboard, seen over the desk. */
export function laptopDashboard(r) {
  const wall = r.pick(WALLS);
  let out = blur(
    interior(r, 360, { wall }) + windows(r, 20, 330, 2) + plant(r.range(60, 300), 420, 2.4, r),
    12,
  );
  const d = r.pick(DESKS);
  const [dd, du] = vgrad([
    [0, shade(d, -0.1)],
    [1, shade(d, 0.12)],
  ]);
  out += `${dd}<rect y="470" width="${W}" height="250" fill="${du}"/>`;
  const cx = r.range(520, 780);
  out += `<rect x="${f(cx - 330)}" y="70" width="660" height="420" rx="16" fill="#1c1e22"/>`;
  const bg = r.pick(['#f4f6f8', '#0f1822', '#ffffff', '#10202a']);
  const dark = bg.startsWith('#1') || bg.startsWith('#0');
  out += `<rect x="${f(cx - 310)}" y="90" width="620" height="380" fill="${bg}"/>`;
  // Dashboard tiles: numbers as bars, a line, a donut, a map-like grid.
  const tile = (x, y, w, h, inner) =>
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${dark ? '#1d2a38' : '#e8eef3'}"/>${inner}`;
  const a = dark ? '#3fa9f5' : '#0b3d6e';
  out += tile(
    cx - 290,
    110,
    180,
    70,
    `<rect x="${f(cx - 276)}" y="126" width="90" height="14" fill="${a}"/><rect x="${f(cx - 276)}" y="150" width="130" height="8" fill="#8a97a6"/>`,
  );
  out += tile(
    cx - 90,
    110,
    180,
    70,
    `<rect x="${f(cx - 76)}" y="126" width="70" height="14" fill="#c9a227"/><rect x="${f(cx - 76)}" y="150" width="120" height="8" fill="#8a97a6"/>`,
  );
  out += tile(
    cx + 110,
    110,
    180,
    70,
    `<rect x="${f(cx + 124)}" y="126" width="100" height="14" fill="#2f9a6a"/><rect x="${f(cx + 124)}" y="150" width="110" height="8" fill="#8a97a6"/>`,
  );
  let line = '';
  for (let i = 0; i < 10; i++)
    line += `${i ? 'L' : 'M'}${f(cx - 270 + i * 40)} ${f(400 - (i * 12 + r.range(0, 60)))}`;
  out += tile(
    cx - 290,
    200,
    380,
    250,
    `<path d="${line}" stroke="${a}" stroke-width="5" fill="none"/>`,
  );
  const t = r.range(0.3, 0.8) * Math.PI * 2;
  out += tile(
    cx + 110,
    200,
    180,
    250,
    `<circle cx="${f(cx + 200)}" cy="320" r="60" fill="none" stroke="${dark ? '#2b3a4a' : '#d5dde6'}" stroke-width="24"/><path d="M${f(cx + 200)} 260A60 60 0 ${t > Math.PI ? 1 : 0} 1 ${f(cx + 200 + 60 * Math.sin(t))} ${f(320 - 60 * Math.cos(t))}" stroke="#c9a227" stroke-width="24" fill="none"/>`,
  );
  out += `<path d="M${f(cx - 380)} 490h760l50 60h-860z" fill="#c4c8ce"/><path d="M${f(cx - 120)} 530h240l6 12h-252z" fill="#a9aeb5"/>`;
  if (r.chance(0.6))
    out += cup(r.range(cx + 460, cx + 560), 600, 0.9, r.pick(['#fafafa', '#0b3d6e', '#c9a227']));
  return out;
}

/** Budget summaries and opinions: stacks of coins rising like a chart, a calculator beside them. */
export function coinsCalculator(r) {
  const wall = r.pick(WALLS);
  let out = blur(interior(r, 330, { wall, panels: r.chance(0.4) }) + windows(r, 20, 300, 2), 14);
  const d = r.pick(['#e9e4da', '#c9b79c', '#7a5a3e', '#3d3a38', '#5a4332']);
  const [dd, du] = vgrad([
    [0, shade(d, -0.15)],
    [1, shade(d, 0.1)],
  ]);
  out += `${dd}<rect y="420" width="${W}" height="300" fill="${du}"/>`;
  const n = r.int(4, 6);
  const rising = r.chance(0.7);
  const gold = r.chance(0.6);
  const c = gold ? '#c9a23a' : '#b8bcc2';
  const x0 = r.range(140, 300);
  for (let s = 0; s < n; s++) {
    const cx = x0 + s * 130;
    const cy = 600 + (s % 2) * 12;
    const k = rising ? 4 + s * 4 + r.int(0, 2) : r.int(4, 20);
    out += shadowEllipse(cx + 12, cy + 8, 66, 18, 0.35);
    for (let j = 0; j < k; j++)
      out += `<ellipse cx="${f(cx + r.range(-1.5, 1.5))}" cy="${f(cy - j * 14)}" rx="56" ry="18" fill="${shade(c, -0.25)}"/><rect x="${f(cx - 56)}" y="${f(cy - j * 14 - 9)}" width="112" height="9" fill="${shade(c, j % 2 ? -0.05 : -0.15)}"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy - k * 14)}" rx="56" ry="18" fill="${shade(c, 0.2)}"/><ellipse cx="${f(cx)}" cy="${f(cy - k * 14)}" rx="40" ry="12" fill="none" stroke="${shade(c, -0.1)}" stroke-width="3"/>`;
  }
  // The calculator, tilted, at the end of the row.
  const kx = x0 + n * 130 + r.range(20, 60);
  out += `<g transform="rotate(${f(r.range(-14, 6))} ${f(kx + 90)} 560)"><rect x="${f(kx + 10)}" y="444" width="180" height="250" rx="18" fill="#000" opacity="0.3"/><rect x="${f(kx)}" y="430" width="180" height="250" rx="18" fill="${r.pick(['#2b2f35', '#e8e8e8'])}"/><rect x="${f(kx + 18)}" y="448" width="144" height="46" rx="4" fill="#9fb8a0"/>`;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      out += `<rect x="${f(kx + 18 + j * 37)}" y="${f(508 + i * 40)}" width="31" height="32" rx="6" fill="${j === 3 ? '#c9a227' : '#d5d9de'}"/>`;
  return `${out}</g>`;
}

/** Budget summaries: banknotes fanned beside a ledger and a magnifier. */
export function banknotes(r) {
  let out = SOFT + desk(r);
  out += page(r, r.range(500, 760), r.range(-40, 80), 440, 620, r.range(-8, 10), 1);
  const bx = r.range(100, 260);
  const by = r.range(300, 420);
  const note = r.pick([
    ['#7fb08a', '#4f8a5f'],
    ['#8fa8c8', '#4f6f99'],
    ['#d8b27a', '#a8824a'],
  ]);
  for (let i = 0; i < 6; i++)
    out += `<g transform="rotate(${f(-30 + i * 9)} ${f(bx + 140)} ${f(by + 260)})"><rect x="${f(bx + 4)}" y="${f(by + 6)}" width="300" height="150" rx="6" fill="#000" opacity="0.2" filter="url(#soft)"/><rect x="${f(bx)}" y="${f(by)}" width="300" height="150" rx="6" fill="${note[0]}"/><rect x="${f(bx + 12)}" y="${f(by + 12)}" width="276" height="126" rx="4" fill="none" stroke="${note[1]}" stroke-width="3"/><circle cx="${f(bx + 220)}" cy="${f(by + 75)}" r="38" fill="${note[1]}" opacity="0.5"/><path d="M${f(bx + 30)} ${f(by + 40)}h90M${f(bx + 30)} ${f(by + 60)}h60" stroke="${note[1]}" stroke-width="6"/></g>`;
  const mx = r.range(800, 1000);
  const my = r.range(380, 520);
  out += `<circle cx="${f(mx)}" cy="${f(my)}" r="90" fill="#dfeaf2" opacity="0.35" stroke="#2b2f35" stroke-width="14"/><path d="M${f(mx + 64)} ${f(my + 64)}l120 120" stroke="#2b2f35" stroke-width="26" stroke-linecap="round"/>`;
  return out;
}

/** Budget summaries: a tablet with charts held over the desk. */
export function tabletCharts(r) {
  let out = SOFT + desk(r, r.pick(['#e9e4da', '#dfe3e6', '#8b6a4a', '#5a4332']));
  out += page(r, r.range(700, 900), r.range(-40, 200), 380, 537, r.range(-10, 14));
  const tx = r.range(140, 360);
  const ty = r.range(80, 160);
  out += `<g transform="rotate(${f(r.range(-10, 6))} ${f(tx + 260)} ${f(ty + 190)})"><rect x="${f(tx + 12)}" y="${f(ty + 16)}" width="520" height="380" rx="28" fill="#000" opacity="0.3" filter="url(#soft)"/><rect x="${f(tx)}" y="${f(ty)}" width="520" height="380" rx="28" fill="#1c1e22"/>${screenChart(r, tx + 26, ty + 26, 468, 328, r.int(0, 2), true)}</g>`;
  out += pen(r.range(200, 600), r.range(560, 640), 230, r.range(-20, 20), r.pick(INK));
  return out;
}

/** Articles: an open book, glasses, bookshelves blurred behind. */
export function openBook(r) {
  let shelf = `<rect width="${W}" height="${H}" fill="#4a3426"/>`;
  for (let s = 0; s < 3; s++) {
    shelf += `<rect y="${f(s * 140)}" width="${W}" height="14" fill="#2e2018"/>`;
    let x = 0;
    while (x < W) {
      const bw = r.range(20, 44);
      shelf += `<rect x="${f(x)}" y="${f(s * 140 + 14 + r.range(0, 20))}" width="${f(bw)}" height="126" fill="${r.pick(['#8c2f2f', '#0b3d6e', '#127a7a', '#c9a227', '#5e6b4a', '#d9d2c5', '#2f3b48', '#6a3d5a'])}"/>`;
      x += bw + 2;
    }
  }
  let out = blur(shelf, 10);
  const d = r.pick(DESKS);
  out += `<rect y="400" width="${W}" height="320" fill="${d}"/><rect y="400" width="${W}" height="320" fill="#000" opacity="0.15"/>`;
  const cx = r.range(480, 800);
  const y0 = 430;
  out += `<path d="M${f(cx)} ${f(y0 + 30)}q-200 -50 -420 -10l-30 270q230 -40 450 20z" fill="#fbf8f0"/><path d="M${f(cx)} ${f(y0 + 30)}q200 -50 420 -10l30 270q-230 -40 -450 20z" fill="#f3efe4"/><path d="M${f(cx)} ${f(y0 + 30)}v280" stroke="#d8d2c4" stroke-width="6"/>`;
  for (let l = 0; l < 10; l++)
    for (const side of [-1, 1])
      out += `<path d="M${f(cx + side * 36)} ${f(y0 + 40 + l * 22)}q${f(side * 160)} -22 ${f(side * 360)} -6" stroke="#b5b0a6" stroke-width="4" fill="none"/>`;
  out += glasses(cx + r.range(-300, 300), r.range(660, 700), 1, r.range(-20, 20));
  return out;
}

/** Articles (control, fraud): a magnifier over a table of figures. */
export function magnifier(r) {
  let out = SOFT + desk(r);
  out += page(r, r.range(120, 300), r.range(-100, -20), 700, 990, r.range(-6, 6), 1);
  const mx = r.range(480, 820);
  const my = r.range(280, 420);
  const [gd, gu] = rgrad([
    [0, '#ffffff', 0.25],
    [1, '#dfeaf2', 0.1],
  ]);
  out += `${gd}<circle cx="${f(mx + 12)}" cy="${f(my + 18)}" r="150" fill="#000" opacity="0.2" filter="url(#soft)"/><circle cx="${f(mx)}" cy="${f(my)}" r="140" fill="${gu}" stroke="#1b1b1b" stroke-width="20"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${f(mx - 100)}" y="${f(my - 60 + i * 36)}" width="${f(r.range(100, 200))}" height="12" fill="#5a6a7a" opacity="0.8"/>`;
  out += `<circle cx="${f(mx + 20)}" cy="${f(my + 20)}" r="30" fill="none" stroke="#c8102e" stroke-width="6"/>`;
  out += `<path d="M${f(mx + 100)} ${f(my + 100)}l180 150" stroke="#1b1b1b" stroke-width="34" stroke-linecap="round"/>`;
  return out;
}

/** Articles (independence, accountability): a balance scale on a desk before columns. */
export function scales(r) {
  let bg = `<rect width="${W}" height="${H}" fill="${r.pick(['#e8e1d2', '#d9cdb8', '#cfd6dc'])}"/>`;
  for (let x = 60; x < W; x += 200)
    bg += `<rect x="${x}" y="0" width="70" height="${H}" fill="#f2ece2"/><rect x="${x + 50}" y="0" width="20" height="${H}" fill="#000" opacity="0.08"/>`;
  let out = blur(bg, 12);
  const d = r.pick(DESKS);
  out += `<rect y="520" width="${W}" height="200" fill="${d}"/>`;
  const cx = r.range(420, 860);
  const tilt = r.range(-8, 8);
  const c = r.pick(['#c9a227', '#b8902a', '#9a9488']);
  out += `<path d="M${f(cx - 90)} 560h180l-30 -30h-120z" fill="${shade(c, -0.2)}"/><rect x="${f(cx - 8)}" y="150" width="16" height="390" fill="${c}"/><circle cx="${f(cx)}" cy="140" r="20" fill="${c}"/>`;
  out += `<g transform="rotate(${f(tilt)} ${f(cx)} 170)"><rect x="${f(cx - 260)}" y="164" width="520" height="12" rx="6" fill="${c}"/>`;
  for (const side of [-1, 1]) {
    const px = cx + side * 250;
    out += `<path d="M${f(px)} 176l-80 200M${f(px)} 176l80 200" stroke="${shade(c, -0.2)}" stroke-width="3"/><path d="M${f(px - 100)} 376h200q-20 50 -100 50t-100 -50z" fill="${c}"/>`;
  }
  out += '</g>';
  out += page(r, r.range(60, 200), 560, 300, 200, r.range(-10, 10), 3);
  return SOFT + out;
}

/** Articles (international): a globe on a desk, flags and a map blurred behind. */
export function globe(r) {
  const wall = r.pick(WALLS);
  let out = blur(interior(r, 420, { wall }) + windows(r, 30, 380, 2), 12);
  const d = r.pick(DESKS);
  out += `<rect y="460" width="${W}" height="260" fill="${d}"/>`;
  const cx = r.range(380, 900);
  const cy = 300;
  const rr = 190;
  const [gd, gu] = rgrad(
    [
      [0, '#7fb2dd'],
      [1, '#1f5f99'],
    ],
    0.35,
    0.35,
    0.7,
  );
  out += `${gd}<circle cx="${f(cx)}" cy="${f(cy)}" r="${rr}" fill="${gu}"/>`;
  // Continents as soft blobs.
  for (let i = 0; i < 6; i++) {
    const a = r.range(0, Math.PI * 2);
    const d2 = r.range(0, rr * 0.7);
    out += `<ellipse cx="${f(cx + Math.cos(a) * d2)}" cy="${f(cy + Math.sin(a) * d2)}" rx="${f(r.range(30, 80))}" ry="${f(r.range(20, 60))}" fill="${r.pick(['#7fa66a', '#a8b870', '#c9b27a'])}" transform="rotate(${f(r.range(0, 90))} ${f(cx)} ${f(cy)})"/>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${rr}" fill="none" stroke="#c9a227" stroke-width="10"/><path d="M${f(cx - rr - 20)} ${f(cy)}A${rr + 20} ${rr + 20} 0 0 0 ${f(cx)} ${f(cy + rr + 20)}" stroke="#8a6a2a" stroke-width="14" fill="none"/><rect x="${f(cx - 10)}" y="${f(cy + rr + 20)}" width="20" height="60" fill="#8a6a2a"/><ellipse cx="${f(cx)}" cy="${f(cy + rr + 84)}" rx="110" ry="22" fill="#6a4a1a"/>`;
  out += `<ellipse cx="${f(cx - 60)}" cy="${f(cy - 70)}" rx="60" ry="40" fill="#fff" opacity="0.18"/>`;
  return out;
}

/** Articles (digital, AI): a network of nodes glowing over a dark screen and a hand on a keyboard. */
export function network(r) {
  const base = r.pick(['#0b1a2e', '#0f2030', '#140f2a', '#08222a']);
  let out = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  const glow = r.pick(['#3fa9f5', '#22c3a6', '#9a7fff', '#f2c14e']);
  const nodes = [];
  for (let i = 0; i < 34; i++) nodes.push([r.range(0, W), r.range(0, H * 0.8), r.range(3, 10)]);
  let lines = '';
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) {
      const [x1, y1] = nodes[i];
      const [x2, y2] = nodes[j];
      if (Math.hypot(x1 - x2, y1 - y2) < 230)
        lines += `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${glow}" stroke-width="1.5" opacity="0.4"/>`;
    }
  out += lines;
  for (const [x, y, s] of nodes)
    out +=
      blur(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 2.2)}" fill="${glow}" opacity="0.5"/>`,
        4,
      ) + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="#fff"/>`;
  // A keyboard in the foreground, out of focus.
  let kb = `<path d="M-40 ${H - 150}H${W + 40}L${W + 40} ${H}H-40Z" fill="#1c1e22"/>`;
  for (let row = 0; row < 3; row++)
    for (let k = 0; k < 22; k++)
      kb += `<rect x="${f(-20 + k * 62 + row * 14)}" y="${f(H - 136 + row * 46)}" width="52" height="38" rx="6" fill="#2b2f35"/>`;
  out += blur(kb, 6);
  return out;
}

/** Journals: printed issues fanned on a table. */
export function magazines(r) {
  let out = SOFT + desk(r, r.pick(['#e6e0d6', '#d9dde2', '#ece6da', '#7a5a3e', '#3d3a38']));
  const base = r.range(-36, -8);
  const n = r.int(3, 5);
  const pal = magazinePalette(r);
  for (let i = 0; i < n; i++) {
    const x = W * 0.16 + i * W * r.range(0.1, 0.14);
    const y = H * 0.1 + (i % 2) * 14;
    out += `<g transform="rotate(${f(base + i * r.range(8, 14))} ${f(x + 150)} ${f(y + 420)})">${cover(r, x, y, 300, 410, pal[i % pal.length])}</g>`;
  }
  return out;
}

/** Journals: one issue open on a desk, photos and columns on its pages. */
export function magazineOpen(r) {
  let out = SOFT + desk(r);
  const cx = r.range(540, 740);
  const y0 = r.range(60, 120);
  const pw = 430;
  const ph = 570;
  out += `<rect x="${f(cx - pw + 14)}" y="${f(y0 + 16)}" width="${pw * 2}" height="${ph}" fill="#000" opacity="0.28" filter="url(#soft)"/><rect x="${f(cx - pw)}" y="${f(y0)}" width="${pw}" height="${ph}" fill="#fbfaf6"/><rect x="${f(cx)}" y="${f(y0)}" width="${pw}" height="${ph}" fill="#f6f4ee"/><path d="M${f(cx)} ${f(y0)}v${ph}" stroke="#ddd8cc" stroke-width="8"/>`;
  const accent = r.pick(INK);
  // Left page: a large picture and two columns; right page: a chart and three columns.
  const pic = r.pick(['#8fb8dc', '#9aa66e', '#c9a27a', '#7a8a9a']);
  out += `<rect x="${f(cx - pw + 40)}" y="${f(y0 + 40)}" width="${pw - 80}" height="240" fill="${pic}"/><path d="M${f(cx - pw + 40)} ${f(y0 + 230)}l120 -90l90 60l70 -40l70 70v80h-350z" fill="${shade(pic, -0.3)}"/><circle cx="${f(cx - 120)}" cy="${f(y0 + 90)}" r="26" fill="#fff" opacity="0.7"/>`;
  out += `<rect x="${f(cx - pw + 40)}" y="${f(y0 + 300)}" width="200" height="16" fill="${accent}"/>`;
  for (let c = 0; c < 2; c++)
    for (let l = 0; l < 11; l++)
      out += `<rect x="${f(cx - pw + 40 + c * 180)}" y="${f(y0 + 336 + l * 18)}" width="${f(r.range(120, 160))}" height="6" fill="#aab2bb"/>`;
  for (let b = 0; b < 6; b++) {
    const v = r.range(40, 160);
    out += `<rect x="${f(cx + 50 + b * 55)}" y="${f(y0 + 220 - v)}" width="36" height="${f(v)}" fill="${b === 4 ? '#c9a227' : accent}"/>`;
  }
  for (let c = 0; c < 3; c++)
    for (let l = 0; l < 14; l++)
      out += `<rect x="${f(cx + 40 + c * 125)}" y="${f(y0 + 260 + l * 18)}" width="${f(r.range(80, 110))}" height="6" fill="#aab2bb"/>`;
  out += pen(r.range(100, 300), r.range(560, 660), 220, r.range(-20, 20), r.pick(INK));
  return out;
}

/** Journals: a stack of issues, the top one's cover, a cup beside it. */
export function magazineStack(r) {
  const wall = r.pick(WALLS);
  let out = SOFT + blur(interior(r, 380, { wall }) + windows(r, 20, 340, 2), 12);
  const d = r.pick(DESKS);
  out += `<rect y="420" width="${W}" height="300" fill="${d}"/>`;
  const pal = magazinePalette(r);
  const cx = r.range(380, 800);
  const layers = r.int(5, 9);
  out += shadowEllipse(cx, 628, 260, 20, 0.35);
  for (let i = 0; i < layers; i++) {
    const c = pal[i % pal.length][0];
    out += `<rect x="${f(cx - 220 + r.range(-8, 8))}" y="${f(600 - i * 14)}" width="440" height="14" fill="${i % 2 ? '#f4f4f0' : c}"/>`;
  }
  // The top issue lies on the stack: its cover seen at a low angle.
  const top = 600 - (layers - 1) * 14;
  const k = r.range(0.3, 0.42);
  const h = 600 * k;
  out += `<g transform="translate(${f(cx - 220 + h * 0.36)} ${f(top - h)}) skewX(-20) scale(1 ${f(k)})">${cover(r, 0, 0, 440, 600, pal[0], false)}</g>`;
  if (r.chance(0.7))
    out += cup(cx + r.range(340, 420), 560, 0.9, r.pick(['#fafafa', '#0b3d6e', '#c9a227']));
  return out;
}

/** Colour sets of the journal's covers (a main colour, a second, an accent). */
function magazinePalette(r) {
  const sets = [
    ['#0b3d6e', '#127a7a', '#c9a227'],
    ['#127a7a', '#e8e4dc', '#0b3d6e'],
    ['#8c2f2f', '#f2e6d0', '#c9a227'],
    ['#2f3b48', '#7fc8f8', '#f2c14e'],
    ['#c9a227', '#0b3d6e', '#ffffff'],
    ['#2f7d3a', '#e9f3e4', '#0b3d6e'],
    ['#6a3d5a', '#f4e6ee', '#c9a227'],
    ['#e8e4dc', '#0b3d6e', '#c8102e'],
  ];
  const start = r.int(0, sets.length - 1);
  return [0, 1, 2, 3, 4].map((i) => sets[(start + i * 3) % sets.length]);
}

/** A journal cover: a colour band, an abstract picture, bars for the headlines. */
function cover(r, x, y, w, h, [main, second, accent], shadow = true) {
  let out = shadow
    ? `<rect x="${f(x + 10)}" y="${f(y + 12)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.3" filter="url(#soft)"/>`
    : '';
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${second}"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.22)}" fill="${main}"/>`;
  out += `<rect x="${f(x + w * 0.08)}" y="${f(y + h * 0.07)}" width="${f(w * 0.5)}" height="${f(h * 0.08)}" fill="${accent}"/>`;
  const style = r.int(0, 2);
  const py = y + h * 0.3;
  const ph = h * 0.45;
  if (style === 0)
    for (let i = 0; i < 4; i++)
      out += `<circle cx="${f(x + w * r.range(0.2, 0.8))}" cy="${f(py + ph * r.range(0.2, 0.8))}" r="${f(w * r.range(0.08, 0.22))}" fill="${[main, accent][i % 2]}" opacity="0.7"/>`;
  else if (style === 1)
    for (let i = 0; i < 5; i++) {
      const v = r.range(0.2, 1) * ph;
      out += `<rect x="${f(x + w * 0.12 + i * w * 0.16)}" y="${f(py + ph - v)}" width="${f(w * 0.1)}" height="${f(v)}" fill="${i % 2 ? accent : main}"/>`;
    }
  else
    out += `<path d="M${f(x)} ${f(py + ph)}l${f(w * 0.3)} -${f(ph * 0.6)}l${f(w * 0.2)} ${f(ph * 0.3)}l${f(w * 0.25)} -${f(ph * 0.5)}l${f(w * 0.25)} ${f(ph * 0.8)}z" fill="${main}" opacity="0.8"/><circle cx="${f(x + w * 0.75)}" cy="${f(py + ph * 0.2)}" r="${f(w * 0.07)}" fill="${accent}"/>`;
  for (let l = 0; l < 3; l++)
    out += `<rect x="${f(x + w * 0.08)}" y="${f(y + h * (0.8 + l * 0.05))}" width="${f(w * r.range(0.4, 0.8))}" height="${f(h * 0.02)}" fill="${main}" opacity="0.7"/>`;
  return out;
}

/** Announcements: a notice board with pinned sheets. */
export function noticeBoard(r) {
  let out = `<rect width="${W}" height="${H}" fill="${r.pick(['#d8d4cc', '#cfd8df', '#e3dccf'])}"/>`;
  const bx = r.range(40, 140);
  const by = r.range(40, 100);
  const bw = W - 2 * bx;
  const bh = H - by - r.range(60, 120);
  out += `<rect x="${f(bx + 8)}" y="${f(by + 10)}" width="${f(bw)}" height="${f(bh)}" fill="#000" opacity="0.3"/><rect x="${f(bx - 12)}" y="${f(by - 12)}" width="${f(bw + 24)}" height="${f(bh + 24)}" fill="${r.pick(['#7a5a3e', '#3a3d44', '#b8b2a8'])}"/><rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${r.pick(['#b88b5c', '#a88a6a', '#c9a27a'])}"/>`;
  for (let i = 0; i < r.int(5, 8); i++) {
    const pw = r.range(150, 210);
    const ph = pw * 1.35;
    const x = bx + 30 + ((i % 4) * (bw - 60)) / 4 + r.range(-14, 14);
    const y = by + 24 + Math.floor(i / 4) * (bh / 2) + r.range(-10, 10);
    out += `<g transform="rotate(${f(r.range(-5, 5))} ${f(x + pw / 2)} ${f(y)})"><rect x="${f(x + 5)}" y="${f(y + 7)}" width="${f(pw)}" height="${f(ph)}" fill="#000" opacity="0.25"/><rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" fill="${r.pick(['#fbfaf6', '#fff7d6', '#e9f3fb', '#fbfaf6'])}"/><rect x="${f(x + 16)}" y="${f(y + 20)}" width="${f(pw * 0.6)}" height="12" fill="${r.pick(INK)}"/>`;
    for (let l = 0; l < 8; l++)
      out += `<rect x="${f(x + 16)}" y="${f(y + 46 + l * 18)}" width="${f(r.range(pw * 0.4, pw - 32))}" height="5" fill="#b9c0c8"/>`;
    out += `<circle cx="${f(x + pw / 2)}" cy="${f(y + 8)}" r="8" fill="${r.pick(['#c8102e', '#c9a227', '#127a7a'])}"/></g>`;
  }
  return out;
}

/** Announcements (stationery, cartridges): office supplies from above. */
export function stationery(r) {
  let out = SOFT + desk(r, r.pick(['#e9e4da', '#dfe3e6', '#f0ede6', '#c9b79c']));
  // A ream of paper, pens, clips, sticky notes, a stapler.
  const px = r.range(80, 400);
  out += `<g transform="rotate(${f(r.range(-10, 10))} ${f(px + 200)} 300)"><rect x="${f(px + 12)}" y="112" width="400" height="300" fill="#000" opacity="0.2" filter="url(#soft)"/><rect x="${f(px)}" y="100" width="400" height="300" fill="#fff"/><rect x="${f(px)}" y="100" width="400" height="120" fill="${r.pick(INK)}"/><rect x="${f(px + 30)}" y="130" width="180" height="20" fill="#fff" opacity="0.8"/></g>`;
  for (let i = 0; i < 5; i++)
    out += pen(
      r.range(700, 1000),
      120 + i * 50 + r.range(-10, 10),
      260,
      r.range(-8, 8),
      r.pick(['#0b3d6e', '#c8102e', '#1b1b1b', '#2f7d3a', '#c9a227']),
    );
  for (let i = 0; i < 3; i++) {
    const c = r.pick(['#f2e14e', '#f28ab2', '#7fc8f8', '#9ad1a4']);
    const x = r.range(160, 600);
    const y = r.range(460, 600);
    out += `<rect x="${f(x)}" y="${f(y)}" width="120" height="120" fill="${c}" transform="rotate(${f(r.range(-15, 15))} ${f(x + 60)} ${f(y + 60)})"/>`;
  }
  for (let i = 0; i < 8; i++) {
    const x = r.range(700, 1180);
    const y = r.range(460, 680);
    out += `<path d="M${f(x)} ${f(y)}v-40a10 10 0 0 1 20 0v50a14 14 0 0 1 -28 0v-44" stroke="${r.pick(['#9aa3ab', '#c8102e', '#127a7a', '#c9a227'])}" stroke-width="4" fill="none" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

/** Announcements (furniture): new office chairs in a row by a window. */
export function officeChairs(r) {
  const hy = 450;
  let out = interior(r, hy, { panels: false }) + blur(windows(r, 40, hy - 30, r.int(2, 3)), 6);
  const c = r.pick(['#1b1b1b', '#2f3b48', '#8c2f2f', '#127a7a', '#5a6a7a']);
  for (let i = 0; i < 4; i++) {
    const x = 200 + i * 300 + r.range(-20, 20);
    const s = 1 + (i % 2) * 0.05;
    out += shadowEllipse(x, 690, 120 * s, 20, 0.35);
    out += `<rect x="${f(x - 80 * s)}" y="${f(260)}" width="${f(160 * s)}" height="200" rx="40" fill="${c}"/><rect x="${f(x - 90 * s)}" y="470" width="${f(180 * s)}" height="50" rx="20" fill="${shade(c, 0.1)}"/><rect x="${f(x - 8)}" y="520" width="16" height="110" fill="#6b6f75"/>`;
    for (const a of [-1, -0.4, 0.4, 1])
      out += `<path d="M${f(x)} 630l${f(a * 100)} 40" stroke="#4a4f57" stroke-width="12" stroke-linecap="round"/><circle cx="${f(x + a * 100)}" cy="676" r="12" fill="#1b1b1b"/>`;
    out += `<rect x="${f(x - 110 * s)}" y="410" width="24" height="70" rx="10" fill="${shade(c, -0.2)}"/><rect x="${f(x + 86 * s)}" y="410" width="24" height="70" rx="10" fill="${shade(c, -0.2)}"/>`;
  }
  return out;
}

/** Announcements (computers, servers, software): monitors on desks in a new office. */
export function computers(r) {
  const hy = 400;
  let out = blur(interior(r, hy, { panels: false }) + windows(r, 20, hy - 20, 3), 6);
  out += `<rect y="${hy + 40}" width="${W}" height="${H - hy - 40}" fill="${r.pick(['#e8e2d6', '#f0ede6', '#c9b79c'])}"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 120 + i * 390 + r.range(-20, 20);
    out += `<rect x="${f(x)}" y="${hy - 120}" width="300" height="190" rx="8" fill="#111"/><rect x="${f(x + 10)}" y="${hy - 110}" width="280" height="170" fill="${r.pick(['#0b3d6e', '#dfe9f2', '#123a52', '#f4f6f8'])}"/>`;
    out += `<path d="M${f(x + 10)} ${hy - 110}l140 0l-100 170h-40z" fill="#fff" opacity="0.1"/>`;
    out += `<rect x="${f(x + 135)}" y="${hy + 70}" width="30" height="40" fill="#333"/><rect x="${f(x + 90)}" y="${hy + 106}" width="120" height="10" rx="4" fill="#333"/>`;
    out += `<path d="M${f(x + 20)} ${hy + 170}h260l20 40h-300z" fill="#d5d8dc"/><rect x="${f(x + 320)}" y="${hy + 180}" width="40" height="60" rx="18" fill="#d5d8dc"/>`;
  }
  // Boxes of new equipment on the floor.
  for (let i = 0; i < 2; i++) {
    const x = r.range(40, 1000);
    out += `<rect x="${f(x)}" y="${H - 110}" width="200" height="120" fill="#c9a27a"/><rect x="${f(x)}" y="${H - 110}" width="200" height="14" fill="#b08a5a"/><rect x="${f(x + 90)}" y="${H - 110}" width="20" height="120" fill="#e8d9b8"/>`;
  }
  return out;
}

/** Announcements (printing supplies): a printer with paper and cartridges. */
export function printer(r) {
  const hy = 420;
  let out = blur(interior(r, hy, { panels: false }) + windows(r, 30, hy - 20, 2), 8);
  const d = r.pick(DESKS);
  out += `<rect y="470" width="${W}" height="250" fill="${d}"/>`;
  const px = r.range(280, 600);
  const c = r.pick(['#e8e8e8', '#2b2f35', '#d5d8dc']);
  out += shadowEllipse(px + 260, 560, 320, 30, 0.3);
  out += `<rect x="${f(px)}" y="300" width="520" height="240" rx="20" fill="${c}"/><rect x="${f(px)}" y="300" width="520" height="40" rx="14" fill="${shade(c, 0.1)}"/><rect x="${f(px + 60)}" y="250" width="400" height="60" fill="#fbfaf6"/><rect x="${f(px + 80)}" y="420" width="360" height="20" fill="#1b1b1b"/><path d="M${f(px + 90)} 430h340l40 90h-420z" fill="#fbfaf6"/><rect x="${f(px + 420)}" y="360" width="70" height="30" rx="4" fill="#3b4a5a"/><circle cx="${f(px + 470)}" cy="410" r="8" fill="#2f9a6a"/>`;
  const cols = ['#00a0e0', '#e0007a', '#f2e000', '#1b1b1b'];
  for (let i = 0; i < 4; i++)
    out += `<rect x="${f(px + 600 + i * 70)}" y="${f(500 - (i % 2) * 10)}" width="56" height="110" rx="8" fill="#2b2f35"/><rect x="${f(px + 600 + i * 70)}" y="${f(520 - (i % 2) * 10)}" width="56" height="26" fill="${cols[i]}"/>`;
  return out;
}

/** Announcements (transport services): vehicles parked in a row. */
export function vehicles(r) {
  const [d, u] = vgrad([
    [0, '#8fb8dc'],
    [1, '#e9eef2'],
  ]);
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  let bg = '';
  for (let i = 0; i < 7; i++)
    bg += `<rect x="${f(i * 190 + r.range(-20, 20))}" y="${f(r.range(120, 240))}" width="190" height="400" fill="${r.pick(['#d9cdb8', '#cfd6dc', '#e8dfcf', '#b8c2cc'])}"/>`;
  out += blur(bg, 8);
  out += `<rect y="430" width="${W}" height="290" fill="#5a5e64"/>`;
  for (let x = 0; x < W; x += 260)
    out += `<path d="M${x} 460l-60 260" stroke="#f2f2f2" stroke-width="6"/>`;
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 300 + r.range(-10, 10);
    const c = r.pick(['#f4f4f4', '#1b1b1b', '#3a3d44', '#b8bcc2', '#1f3a66', '#8c2f2f']);
    const van = r.chance(0.4);
    const top = van ? 340 : 410;
    out += shadowEllipse(x + 120, 640, 140, 20, 0.4);
    out += `<path d="M${f(x)} 620v-${van ? 170 : 110}q0 -20 20 -${van ? 40 : 20}h${van ? 170 : 60}q${van ? 30 : 50} 0 ${van ? 60 : 90} ${van ? 40 : 60}h10q20 0 20 20v${van ? 90 : 50}z" fill="${c}"/>`;
    out += `<path d="M${f(x + 30)} ${top + 20}h${van ? 150 : 70}l${van ? 40 : 60} 50h-${van ? 190 : 130}z" fill="#3b4a5a"/>`;
    out += `<circle cx="${f(x + 60)}" cy="625" r="32" fill="#1b1b1b"/><circle cx="${f(x + 60)}" cy="625" r="14" fill="#9aa3ab"/><circle cx="${f(x + 200)}" cy="625" r="32" fill="#1b1b1b"/><circle cx="${f(x + 200)}" cy="625" r="14" fill="#9aa3ab"/>`;
  }
  return out;
}

/** Announcements (repair works): a room being renovated: ladder, buckets, plastic sheets. */
export function repairWorks(r) {
  const hy = 470;
  const wall = r.pick(['#efe9df', '#e6e1d8', '#dfe8f1']);
  let out = `<rect width="${W}" height="${hy}" fill="${wall}"/><rect x="${f(r.range(0, 600))}" y="0" width="${f(r.range(300, 600))}" height="${hy}" fill="${r.pick(['#c9d6cc', '#e9d7b4', '#d7e2ea'])}"/>`;
  out += `<rect y="${hy}" width="${W}" height="${H - hy}" fill="#b8b2a8"/><path d="M0 ${hy + 40}Q400 ${hy + 10} 800 ${hy + 60}T${W} ${hy + 30}V${H}H0z" fill="#e8eef3" opacity="0.7"/>`;
  // A stepladder.
  const lx = r.range(200, 900);
  out += `<path d="M${f(lx)} 100L${f(lx - 120)} ${H - 40}M${f(lx + 40)} 100L${f(lx + 160)} ${H - 40}" stroke="#9aa3ab" stroke-width="16"/>`;
  for (let i = 1; i < 6; i++)
    out += `<path d="M${f(lx - (i * 120) / 6)} ${f(100 + (i * (H - 140)) / 6)}H${f(lx + 40 + (i * 120) / 6)}" stroke="#b8bcc2" stroke-width="10"/>`;
  // Paint buckets and a roller.
  for (let i = 0; i < 3; i++) {
    const x = r.range(40, W - 140);
    const c = r.pick(['#e9d7b4', '#7fc8f8', '#f4f4f0', '#c9d6cc']);
    out += `<path d="M${f(x)} ${H - 160}h100l-10 120h-80z" fill="#e8e8e8"/><ellipse cx="${f(x + 50)}" cy="${H - 160}" rx="50" ry="12" fill="${c}"/>`;
  }
  out += `<rect x="${f(r.range(900, 1100))}" y="380" width="120" height="40" rx="18" fill="#f2e6c8"/><path d="M${f(r.range(960, 1040))} 420v180" stroke="#c8102e" stroke-width="10"/>`;
  return out;
}

/** Announcements (vacancies): a job interview across a desk. */
export function jobInterview(r) {
  const hy = 430;
  let out = interior(r, hy, { panels: r.chance(0.3) });
  out += blur(windows(r, 40, hy - 30, 2) + plant(r.range(60, 200), hy + 80, 2.2, r), 7);
  const panel = r.int(1, 2);
  for (let i = 0; i < panel; i++) out += bust(r.range(700, 760) + i * 220, 280, 1.3, look(r), -0.5);
  out += `<rect y="430" width="${W}" height="290" fill="${r.pick(DESKS)}"/>`;
  out +=
    SOFT +
    page(r, 720, 470, 180, 254, r.range(-8, 8), 3) +
    page(r, 930, 480, 180, 254, r.range(-8, 8), 3);
  out += blur(back(r.range(260, 420), 420, 2.8, look(r)), 6);
  return out;
}

/** Announcements (vacancies): an empty desk and chair waiting for a new colleague. */
export function emptyDesk(r) {
  const hy = 440;
  let out = interior(r, hy, { panels: false }) + blur(windows(r, 30, hy - 20, 2), 5);
  out += plant(r.range(80, 200), hy + 160, 2.2, r);
  const d = r.pick(DESKS);
  const dx = r.range(360, 600);
  out += `<rect x="${f(dx)}" y="420" width="560" height="24" fill="${d}"/><rect x="${f(dx + 20)}" y="444" width="16" height="200" fill="${shade(d, -0.3)}"/><rect x="${f(dx + 524)}" y="444" width="16" height="200" fill="${shade(d, -0.3)}"/>`;
  out += `<rect x="${f(dx + 180)}" y="280" width="220" height="140" rx="6" fill="#111"/><rect x="${f(dx + 188)}" y="288" width="204" height="124" fill="${r.pick(['#dfe9f2', '#0b3d6e'])}"/><rect x="${f(dx + 280)}" y="420" width="20" height="0"/>`;
  const c = r.pick(['#1b1b1b', '#2f3b48', '#8c2f2f', '#127a7a']);
  out += `<rect x="${f(dx + 200)}" y="420" width="170" height="180" rx="34" fill="${c}"/><rect x="${f(dx + 190)}" y="560" width="190" height="44" rx="18" fill="${shade(c, 0.1)}"/><rect x="${f(dx + 278)}" y="604" width="14" height="70" fill="#6b6f75"/>`;
  out += shadowEllipse(dx + 285, 690, 110, 16, 0.3);
  return out;
}

/** Announcements (essay contest, call for papers): a hand writing with a fountain pen. */
export function writing(r) {
  let out = SOFT + desk(r);
  const px = r.range(260, 520);
  out += `<g transform="rotate(${f(r.range(-8, 8))} ${f(px + 300)} 360)"><rect x="${f(px + 14)}" y="40" width="620" height="820" fill="#000" opacity="0.2" filter="url(#soft)"/><rect x="${f(px)}" y="30" width="620" height="820" fill="#fbf8f0"/>`;
  for (let l = 0; l < 20; l++)
    out += `<path d="M${f(px + 50)} ${f(90 + l * 32)}H${f(px + 570)}" stroke="#cfd8e3" stroke-width="2"/>`;
  for (let l = 0; l < 11; l++) {
    let d = `M${f(px + 60)} ${f(84 + l * 32)}`;
    const len = l === 10 ? 240 : r.range(380, 500);
    for (let x = 0; x < len; x += 18) d += `q6 -${f(r.range(6, 14))} 12 0t6 ${f(r.range(-3, 3))}`;
    out += `<path d="${d}" stroke="#1f3a66" stroke-width="2.5" fill="none"/>`;
  }
  out += '</g>';
  // The hand holding the pen at the end of the last line.
  const hx = px + 330;
  const hy = 420;
  const skin = r.pick(['#e0b08f', '#c28866', '#f0c9a8', '#d39c7a']);
  out += `<path d="M${f(hx)} ${f(hy)}l-70 -140" stroke="#1b1b1b" stroke-width="14" stroke-linecap="round"/><path d="M${f(hx - 4)} ${f(hy + 2)}l6 14" stroke="#c9a227" stroke-width="6"/>`;
  out += `<path d="M${f(hx - 20)} ${f(hy - 30)}q60 -10 120 30q80 50 200 60l20 120q-160 10 -260 -60q-60 -40 -80 -150z" fill="${skin}"/><path d="M${f(hx + 300)} ${f(hy + 60)}l200 40v140l-200 -20z" fill="${r.pick(['#1b2432', '#2b3a4e', '#f4f6f8'])}"/>`;
  return out;
}

/** Infographics: clean panels of charts and pictograms on the institution's colours. */
export function infographic(r) {
  const bg = r.pick(['#0b3d6e', '#f4f6f8', '#127a7a', '#1d2a3a', '#fbf8f0', '#e8eef3']);
  const dark = ['#0b3d6e', '#127a7a', '#1d2a3a'].includes(bg);
  let out = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  const layout = r.int(0, 3);
  const panels =
    layout === 0
      ? [
          [40, 40, 380, 640],
          [450, 40, 380, 640],
          [860, 40, 380, 640],
        ]
      : layout === 1
        ? [
            [40, 40, 700, 640],
            [770, 40, 470, 305],
            [770, 375, 470, 305],
          ]
        : layout === 2
          ? [
              [40, 40, 1200, 300],
              [40, 370, 590, 310],
              [650, 370, 590, 310],
            ]
          : [
              [40, 40, 590, 305],
              [650, 40, 590, 305],
              [40, 375, 590, 305],
              [650, 375, 590, 305],
            ];
  const a = r.pick(['#0b3d6e', '#127a7a', '#1f5f99', '#2f7d3a']);
  const b = r.pick(['#c9a227', '#e58a4a', '#c8102e', '#7fc8f8']);
  let kind = r.int(0, 4);
  for (const [x, y, w, h] of panels) {
    out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${dark ? '#ffffff' : '#ffffff'}" opacity="${dark ? 0.96 : 1}"/>`;
    out += `<rect x="${x + 24}" y="${y + 24}" width="${f(w * 0.4)}" height="16" rx="4" fill="${a}" opacity="0.85"/>`;
    const ix = x + 24;
    const iy = y + 60;
    const iw = w - 48;
    const ih = h - 84;
    kind = (kind + 1) % 5;
    if (kind === 0) {
      const n = r.int(4, 8);
      for (let i = 0; i < n; i++) {
        const v = r.range(0.2, 1) * ih;
        out += `<rect x="${f(ix + (i * iw) / n + 4)}" y="${f(iy + ih - v)}" width="${f(iw / n - 12)}" height="${f(v)}" rx="3" fill="${i === n - 2 ? b : a}"/>`;
      }
    } else if (kind === 1) {
      const cx = ix + iw / 2;
      const cy = iy + ih / 2;
      const rr = Math.min(iw, ih) * 0.38;
      const t = r.range(0.2, 0.85) * Math.PI * 2;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="#e3e9f0" stroke-width="${f(rr * 0.4)}"/><path d="M${f(cx)} ${f(cy - rr)}A${f(rr)} ${f(rr)} 0 ${t > Math.PI ? 1 : 0} 1 ${f(cx + rr * Math.sin(t))} ${f(cy - rr * Math.cos(t))}" fill="none" stroke="${b}" stroke-width="${f(rr * 0.4)}"/>`;
    } else if (kind === 2) {
      const cols = Math.max(4, Math.round(iw / 60));
      const rows = Math.max(2, Math.round(ih / 70));
      const on = r.int(Math.round(cols * rows * 0.3), Math.round(cols * rows * 0.8));
      for (let p = 0; p < cols * rows; p++) {
        const px = ix + ((p % cols) + 0.5) * (iw / cols);
        const py = iy + (Math.floor(p / cols) + 0.3) * (ih / rows);
        const c = p < on ? a : '#d5dde6';
        out += `<circle cx="${f(px)}" cy="${f(py)}" r="10" fill="${c}"/><path d="M${f(px - 15)} ${f(py + 36)}q0 -22 15 -22q15 0 15 22z" fill="${c}"/>`;
      }
    } else if (kind === 3) {
      let d = '';
      let d2 = '';
      const n = 10;
      for (let i = 0; i < n; i++) {
        const px = ix + (i * iw) / (n - 1);
        d += `${i ? 'L' : 'M'}${f(px)} ${f(iy + ih * (0.8 - (i / n) * 0.5 + r.range(-0.08, 0.08)))}`;
        d2 += `${i ? 'L' : 'M'}${f(px)} ${f(iy + ih * (0.6 - (i / n) * 0.2 + r.range(-0.1, 0.1)))}`;
      }
      out += `<path d="${d}" stroke="${a}" stroke-width="6" fill="none"/><path d="${d2}" stroke="${b}" stroke-width="6" fill="none" stroke-dasharray="14 8"/>`;
    } else {
      const n = r.int(3, 5);
      for (let i = 0; i < n; i++) {
        const v = r.range(0.3, 1) * iw;
        out += `<rect x="${f(ix)}" y="${f(iy + (i * ih) / n + 6)}" width="${f(v)}" height="${f(ih / n - 16)}" rx="4" fill="${i === 0 ? b : a}" opacity="${f(1 - i * 0.12)}"/>`;
      }
    }
  }
  return out;
}
