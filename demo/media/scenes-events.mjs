/**
 * Scenes with people: meetings, signings, halls, seminars, speeches and
 * interviews. Each draws a 1280×720 stage from a seeded PRNG; no text.
 */
import {
  AZ_FLAG,
  H,
  PARTNER_FLAGS,
  W,
  WALLS,
  back,
  blur,
  bottle,
  bust,
  ceilingLights,
  f,
  flag,
  group,
  interior,
  laptopBack,
  look,
  mic,
  paper,
  perspectiveTable,
  plant,
  profile,
  rgrad,
  screenChart,
  shade,
  standing,
  vgrad,
  windows,
} from './draw.mjs';

const WOODS = ['#5b3f2a', '#6e4c31', '#4a3426', '#7a5a3e', '#3d3a38', '#8a6a4a'];
const CLOTHS = ['#0b3d6e', '#1f4f3f', '#5a1f2b', '#e8e4dc', '#2c3e5c'];

/** A table seen from the side across the picture, top edge at y. */
function sideTable(y, color, cloth = null) {
  const [d, u] = vgrad([
    [0, shade(cloth ?? color, 0.1)],
    [1, shade(cloth ?? color, -0.2)],
  ]);
  return `${d}<path d="M-20 ${f(y)}H${W + 20}V${H + 10}H-20Z" fill="${u}"/><rect x="-20" y="${f(y)}" width="${W + 40}" height="10" fill="${shade(cloth ?? color, 0.25)}" opacity="0.6"/>`;
}

/** News: a meeting across a table, people on the far side facing us, backs in front. */
export function meetingAcross(r) {
  const hy = r.range(390, 450);
  let out = interior(r, hy);
  out += windows(r, 70, hy - 60);
  if (r.chance(0.5)) out += screenChart(r, r.range(700, 900), 110, 300, 170);
  out += flag(r.range(60, 200), hy + 20, 0.9, AZ_FLAG);
  const ty = r.range(480, 540);
  const n = r.int(3, 5);
  const x0 = r.range(120, 260);
  const x1 = W - r.range(120, 260);
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n + r.range(-20, 20);
    out += bust(x, ty - 150 + r.range(-8, 8), 1.35, look(r), r.range(-1, 1));
  }
  out += sideTable(ty, r.pick(WOODS));
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n;
    out += paper(x + r.range(-40, 40), ty + 40, 110, 40, r.range(-8, 8));
    if (r.chance(0.6)) out += bottle(x + 70, ty + 30, 1.1);
    if (r.chance(0.5)) out += mic(x - 40, ty + 22, 1.4, 1);
  }
  // Near side: two people from behind, out of focus.
  out += blur(
    back(r.range(80, 300), ty + 120, 2.6, look(r)) +
      back(r.range(900, 1180), ty + 130, 2.7, look(r)),
    9,
  );
  return out;
}

/** News: a long meeting table seen from its end, people in profile on both sides. */
export function meetingLong(r) {
  const hy = r.range(330, 380);
  let out = interior(r, hy);
  out += windows(r, 60, hy - 40, r.int(1, 2));
  const cx = r.range(540, 740);
  out += screenChart(r, cx - 130, hy - 230, 260, 150);
  out += flag(cx + 190, hy + 20, 0.7, AZ_FLAG);
  const wood = r.pick(WOODS);
  out += perspectiveTable(cx, hy + 30, 180, 1100, wood);
  const rows = r.int(3, 4);
  // Far rows first, then nearer (bigger) ones.
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / (rows + 1);
    const y = hy + 30 + t * (H - hy) * 0.7;
    const half = 90 + t * 520;
    const s = 0.5 + t * 1.4;
    const chair = r.pick(['#2b2b2e', '#3a2a22', '#1f2a3a', '#5a1f2b']);
    const things = (x, side) =>
      r.chance(0.5)
        ? laptopBack(x, y + 14 * s, s * 0.8, '#b9bec6')
        : paper(x, y + 6 * s, 50 * s, 16 * s, 0) +
          (r.chance(0.5) ? bottle(x - side * 30 * s, y + 10 * s, s * 0.7) : '');
    const people =
      profile(cx - half - 30 * s, y - 80 * s, s, look(r), 1, chair) +
      profile(cx + half + 30 * s, y - 80 * s, s, look(r), -1, chair) +
      things(cx - half + 40 * s, 1) +
      things(cx + half - 40 * s, -1);
    out += blur(people, t > 0.7 ? 4 : t < 0.3 ? 1 : 0);
  }
  return out;
}

/** News: a round table from above its edge, people around it. */
export function roundTable(r) {
  const hy = r.range(280, 340);
  let out = interior(r, hy, { panels: false });
  out += windows(r, 40, hy - 30, r.int(2, 3));
  out += ceilingLights(r, 20, 4, r.chance(0.6));
  const cx = r.range(560, 720);
  const cy = r.range(470, 520);
  const rx = r.range(420, 520);
  const ry = r.range(120, 160);
  // Far side of the table: people facing us.
  const n = r.int(5, 7);
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / (n - 1));
    const x = cx - Math.cos(a) * rx * 0.92;
    const y = cy - Math.sin(a) * ry - 95;
    out += bust(x, y, 0.95 + Math.sin(a) * -0.1, look(r), -Math.cos(a));
  }
  const wood = r.pick(WOODS);
  const [d, u] = vgrad([
    [0, shade(wood, -0.1)],
    [1, shade(wood, 0.2)],
  ]);
  out += `${d}<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${u}"/><ellipse cx="${f(cx)}" cy="${f(cy + 14)}" rx="${f(rx)}" ry="${f(ry)}" fill="${shade(wood, -0.35)}" opacity="0.5"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${u}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.35)}" ry="${f(ry * 0.35)}" fill="${shade(wood, -0.25)}"/>`;
  if (r.chance(0.6))
    for (let k = 0; k < 12; k++)
      out += `<circle cx="${f(cx + r.range(-40, 40))}" cy="${f(cy - 10 + r.range(-14, 8))}" r="${f(r.range(7, 12))}" fill="${r.pick(['#e8e1d2', '#d9485a', '#f2c14e', '#f6f1ea'])}"/>`;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / (n - 1));
    const x = cx - Math.cos(a) * rx * 0.75;
    const y = cy - Math.sin(a) * ry * 0.75;
    out +=
      paper(x, y + 8, 60, 22, r.range(-10, 10)) +
      mic(x + 20, y + 4, 0.8, -Math.sign(Math.cos(a)) || 1);
  }
  // Near side: backs, blurred.
  let near = '';
  for (let i = 0; i < 3; i++)
    near += back(cx + (i - 1) * rx * 0.8 + r.range(-40, 40), cy + ry + 40, 2.2, look(r));
  out += blur(near, 8);
  return out;
}

/** News: two officials sign a memorandum at a table, flags and colleagues behind. */
export function signing(r) {
  const hy = 470;
  const backdrop = r.pick(['#1f3a5c', '#6b4a32', '#d8d1c4', '#2d4a52', '#e9e4da', '#5a1f2b']);
  let out = interior(r, hy, { wall: backdrop, panels: false });
  const partner = r.pick(PARTNER_FLAGS);
  const fx = r.range(120, 220);
  out += blur(
    flag(W / 2 - fx - 60, hy + 30, 1.3, AZ_FLAG) + flag(W / 2 + fx - 30, hy + 30, 1.3, partner, -1),
    3,
  );
  // Colleagues standing behind, out of focus.
  out += blur(group(r, 60, W - 60, 560, 1.1, r.int(4, 6)), 5);
  const ty = 520;
  const a = look(r);
  const b = look(r);
  out +=
    bust(W * 0.3 + r.range(-30, 30), ty - 120, 1.5, a, 0.6) +
    bust(W * 0.7 + r.range(-30, 30), ty - 120, 1.5, b, -0.6);
  out += sideTable(ty, '#000', r.pick(CLOTHS));
  for (const [x, c] of [
    [W * 0.3, r.pick(['#7a1f2b', '#0b3d6e', '#1f4f3f'])],
    [W * 0.7, r.pick(['#7a1f2b', '#0b3d6e', '#3a3d44'])],
  ]) {
    out += `<path d="M${f(x - 120)} ${f(ty + 70)}l30 -52h180l30 52z" fill="${c}"/><path d="M${f(x - 82)} ${f(ty + 60)}l18 -36h150l18 36z" fill="#fbfaf6"/>`;
    out += `<path d="M${f(x + 20)} ${f(ty + 44)}l50 -30" stroke="#1a1a1a" stroke-width="5" stroke-linecap="round"/><circle cx="${f(x + 16)}" cy="${f(ty + 44)}" r="8" fill="${a.skin}"/>`;
  }
  out += `<rect x="${f(W / 2 - 18)}" y="${f(ty + 12)}" width="36" height="20" fill="#c9a227"/>`;
  return out;
}

/** News: two officials shake hands between flags; a photo taken at waist height. */
export function handshake(r) {
  const dark = r.chance(0.4);
  const wall = dark ? r.pick(['#1f3a5c', '#2b2f36', '#3b2c24']) : r.pick(WALLS);
  let out = interior(r, r.range(560, 620), { wall, panels: r.chance(0.4) });
  if (!dark) out += blur(windows(r, 40, 480, 2), 6);
  const partner = r.pick(PARTNER_FLAGS);
  out += blur(
    flag(r.range(140, 260), 640, 1.3, AZ_FLAG) + flag(r.range(1000, 1120), 640, 1.3, partner, -1),
    4,
  );
  if (r.chance(0.5)) out += blur(plant(r.range(40, 120), 660, 2, r), 6);
  const s = r.range(2.3, 2.6);
  const y = 720 + s * 70;
  const gap = 86 * s;
  const cx = r.range(560, 720);
  out += standing(cx - gap / 2 - 10 * s, y, s, look(r, { female: false }), 'shake', 1);
  out += standing(cx + gap / 2 + 10 * s, y, s, look(r), 'shake', -1);
  return out;
}

/** News: a hall from its back rows, a stage with a screen far ahead. */
export function conferenceHall(r) {
  const dark = r.pick(['#1b2433', '#2a2030', '#10202a', '#3a2e26', '#22262e']);
  const [d, u] = vgrad([
    [0, shade(dark, 0.1)],
    [1, dark],
  ]);
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  out += ceilingLights(r, 30, 6, r.chance(0.5));
  const stageY = r.range(380, 430);
  const sx = r.range(380, 900);
  const sw = r.range(380, 520);
  out += `<rect x="${f(sx - 40)}" y="${f(stageY - 250)}" width="${f(sw + 80)}" height="${f(260)}" fill="${shade(dark, 0.15)}"/>`;
  out += screenChart(r, sx, stageY - 235, sw, sw * 0.5);
  if (r.chance(0.6)) {
    const s2 = r.range(200, 260);
    const x2 = sx < 600 ? sx + sw + 90 : sx - s2 - 90;
    out += screenChart(r, x2, stageY - 200, s2, s2 * 0.56);
  }
  // Stage with a presidium table.
  out += `<rect x="0" y="${f(stageY)}" width="${W}" height="40" fill="${shade(dark, 0.25)}"/><rect x="${f(sx + sw * 0.15)}" y="${f(stageY - 28)}" width="${f(sw * 0.7)}" height="30" fill="${r.pick(CLOTHS)}"/>`;
  for (let i = 0; i < 4; i++) out += bust(sx + sw * (0.22 + i * 0.19), stageY - 48, 0.42, look(r));
  out += `<rect x="${f(sx + sw * 0.15)}" y="${f(stageY - 16)}" width="${f(sw * 0.7)}" height="18" fill="${r.pick(CLOTHS)}"/>`;
  // Spot light on the stage.
  const [gd, gu] = rgrad([
    [0, '#fff6e0', 0.35],
    [1, '#fff6e0', 0],
  ]);
  out += `${gd}<ellipse cx="${f(sx + sw / 2)}" cy="${f(stageY - 80)}" rx="${f(sw)}" ry="220" fill="${gu}"/>`;
  // Rows of the audience, nearer rows larger and softer.
  const rows = 5;
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1);
    const y = stageY + 70 + t * t * 260 + t * 30;
    const s = 0.6 + t * t * 1.8;
    const step = 92 * s;
    let row = '';
    for (let x = -step / 2 + r.range(0, step); x < W + step; x += step * r.range(0.92, 1.12))
      if (r.chance(0.88))
        row += back(
          x,
          y,
          s,
          look(r, { suit: r.pick(['#1b2432', '#2c2f36', '#3a3d44', '#22303f', '#4a4f57']) }),
        );
    out += blur(row, t > 0.75 ? 6 : t > 0.5 ? 2 : 0);
  }
  return out;
}

/** News and videos: a panel of speakers seated on a stage, a lit backdrop behind. */
export function panelStage(r) {
  const hue = r.pick([
    ['#0b3d6e', '#127a7a'],
    ['#3b1f5c', '#0b3d6e'],
    ['#0f4a4a', '#1f6f5f'],
    ['#5a1f2b', '#2a2030'],
    ['#1d2a3a', '#3d5a80'],
  ]);
  const [d, u] = vgrad(
    [
      [0, hue[0]],
      [1, hue[1]],
    ],
    0,
    0,
    1,
    1,
  );
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  // Abstract shapes on the backdrop screen.
  for (let i = 0; i < 6; i++)
    out += `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(0, 400))}" r="${f(r.range(80, 260))}" fill="${r.pick(['#ffffff', '#7fc8f8', '#c9a227', '#9ad1c4'])}" opacity="${f(r.range(0.04, 0.12))}"/>`;
  out += `<path d="M0 ${f(r.range(200, 300))}Q${W / 2} ${f(r.range(80, 420))} ${W} ${f(r.range(200, 300))}" stroke="#fff" stroke-width="${f(r.range(2, 6))}" fill="none" opacity="0.25"/>`;
  const floorY = 580;
  out += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${shade(hue[0], -0.45)}"/><rect y="${floorY}" width="${W}" height="6" fill="#fff" opacity="0.2"/>`;
  const n = r.int(3, 4);
  const chair = r.pick(['#e8e1d2', '#1b1b1b', '#8c2f2f', '#c9a227', '#f4f4f4']);
  for (let i = 0; i < n; i++) {
    const x = 200 + (i * 880) / (n - 1) + r.range(-20, 20);
    const p = look(r);
    const k = 1.45;
    out += `<rect x="${f(x - 62 * k)}" y="${f(floorY - 200 * k)}" width="${f(124 * k)}" height="${f(180 * k)}" rx="${f(26 * k)}" fill="${chair}"/>`;
    out += bust(x, floorY - 210 * k, k, p, (W / 2 - x) / 500);
    // Knees and legs in front of the seat.
    out += `<rect x="${f(x - 66 * k)}" y="${f(floorY - 50 * k)}" width="${f(132 * k)}" height="${f(34 * k)}" rx="${f(12 * k)}" fill="${shade(chair, -0.15)}"/><path d="M${f(x - 40 * k)} ${f(floorY - 70 * k)}h${f(80 * k)}l${f(6 * k)} ${f(70 * k)}h-${f(20 * k)}l-${f(8 * k)} -${f(44 * k)}h-${f(40 * k)}l-${f(4 * k)} ${f(44 * k)}h-${f(20 * k)}z" fill="${shade(p.suit, -0.1)}"/>`;
    if (i < n - 1)
      out += `<rect x="${f(x + 440 / (n - 1) - 30)}" y="${f(floorY - 70)}" width="60" height="60" fill="#2a2a2a"/>${bottle(x + 440 / (n - 1), floorY - 70, 1.1)}`;
  }
  const [sd, su] = rgrad([
    [0, '#fff', 0.22],
    [1, '#fff', 0],
  ]);
  out += `${sd}<ellipse cx="${W / 2}" cy="${floorY - 120}" rx="700" ry="260" fill="${su}"/>`;
  // Front-row heads, out of focus.
  let heads = '';
  for (let x = r.range(-40, 60); x < W; x += r.range(170, 260)) heads += back(x, 650, 2.1, look(r));
  out += blur(heads, 10);
  return out;
}

/** News: a press conference: speakers behind a row of microphones, cameras in front. */
export function pressConference(r) {
  const wall = r.pick(['#0b3d6e', '#e9e4da', '#1f3a5c', '#d6cfc6', '#2d4a52']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  // A repeating pattern of abstract emblems on the backdrop.
  const ink = shade(wall, wall.startsWith('#e') || wall.startsWith('#d') ? -0.12 : 0.12);
  for (let y = 40; y < 500; y += 130)
    for (let x = (y / 130) % 2 ? 60 : 140; x < W; x += 160)
      out += `<circle cx="${x}" cy="${y}" r="26" fill="none" stroke="${ink}" stroke-width="6"/><path d="M${x - 14} ${y + 8}h28M${x - 10} ${y}h20" stroke="${ink}" stroke-width="5"/>`;
  out += blur(flag(r.range(60, 140), 560, 1.2, AZ_FLAG), 3);
  const n = r.int(1, 3);
  const ty = 500;
  for (let i = 0; i < n; i++) {
    const x = W / 2 + (i - (n - 1) / 2) * 360 + r.range(-20, 20);
    out += bust(x, ty - 190, 2, look(r), r.range(-0.5, 0.5));
  }
  out += sideTable(ty, '#000', r.pick(CLOTHS));
  // Press microphones bunched in front of the speaker(s).
  for (let i = 0; i < n; i++) {
    const cx = W / 2 + (i - (n - 1) / 2) * 360;
    for (let k = 0; k < 6; k++) {
      const x = cx + (k - 2.5) * 30 + r.range(-6, 6);
      const top = ty - r.range(0, 30);
      out += `<rect x="${f(x - 3)}" y="${f(top)}" width="6" height="${f(ty + 20 - top)}" fill="#222"/><rect x="${f(x - 11)}" y="${f(top - 38)}" width="22" height="42" rx="10" fill="#1b1b1b"/><rect x="${f(x - 13)}" y="${f(top + 2)}" width="26" height="18" rx="2" fill="${r.pick(['#c8102e', '#0b3d6e', '#f2f2f2', '#127a7a', '#c9a227', '#3b3b3b'])}"/>`;
    }
  }
  // Cameras and photographers in front, out of focus.
  let front = '';
  for (let i = 0; i < 3; i++) {
    const x = r.range(0, W);
    front += `<rect x="${f(x - 70)}" y="${f(560 + r.range(0, 40))}" width="140" height="90" rx="12" fill="#141414"/><rect x="${f(x + 60)}" y="${f(580)}" width="70" height="56" rx="8" fill="#0e0e0e"/><circle cx="${f(x + 130)}" cy="608" r="34" fill="#0a0a0a"/><path d="M${f(x)} 650l-60 100M${f(x)} 650l60 100" stroke="#111" stroke-width="8"/>`;
  }
  front += back(r.range(100, 400), 640, 2.4, look(r)) + back(r.range(850, 1200), 660, 2.5, look(r));
  out += blur(front, 10);
  return out;
}

/** News and projects: a training room: a trainer by the screen, participants at desks. */
export function seminar(r) {
  const hy = r.range(380, 430);
  let out = interior(r, hy, { panels: false });
  const right = r.chance(0.5);
  out += windows(r, 60, hy - 40, 2);
  const sx = right ? r.range(620, 760) : r.range(160, 300);
  out += screenChart(r, sx, 90, 400, 230);
  out += standing(right ? sx - 80 : sx + 480, hy + 150, 1.05, look(r), 'point', right ? 1 : -1);
  if (r.chance(0.5))
    out += `<rect x="${f(right ? 80 : 1080)}" y="140" width="120" height="170" fill="#fbfbf8" stroke="#9aa" stroke-width="4"/><path d="M${f(right ? 140 : 1140)} 310l-40 120M${f(right ? 140 : 1140)} 310l40 120" stroke="#777" stroke-width="4"/>`;
  ceilingLights(r, 10, 5);
  // Rows of desks with participants from behind, laptops open.
  const rows = 3;
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / rows;
    const y = hy + 40 + t * t * 230;
    const s = 0.7 + t * 1.1;
    let row = '';
    const step = 210 * s;
    for (let x = r.range(40, 140); x < W + 60; x += step) {
      if (r.chance(0.85)) row += back(x, y - 60 * s, s, look(r));
      row += laptopBack(x + 40 * s, y + 6 * s, s * 0.9, r.pick(['#b9bec6', '#2b2f35', '#d5d8dc']));
    }
    const desk = r.pick(['#e8e2d6', '#c9b79c', '#f2f2f0', '#9a7b5c']);
    row += `<rect x="-10" y="${f(y + 6 * s)}" width="${W + 20}" height="${f(16 * s)}" fill="${desk}"/><rect x="-10" y="${f(y + 22 * s)}" width="${W + 20}" height="${f(8 * s)}" fill="${shade(desk, -0.3)}"/>`;
    out += blur(row, i === rows - 1 ? 5 : 0);
  }
  return out;
}

/** News: a webinar on a laptop on a desk: a grid of participants on its screen. */
export function webinar(r) {
  const wall = r.pick(WALLS);
  let out = blur(
    interior(r, 380, { wall }) + windows(r, 40, 340, 2) + plant(r.range(900, 1200), 420, 2.2, r),
    12,
  );
  const desk = r.pick(['#8a6a4a', '#c9b79c', '#e8e2d6', '#5b3f2a', '#f0ede6']);
  const [dd, du] = vgrad([
    [0, shade(desk, -0.1)],
    [1, shade(desk, 0.1)],
  ]);
  out += `${dd}<rect y="470" width="${W}" height="250" fill="${du}"/>`;
  const cx = r.range(520, 760);
  const sw = 560;
  const sh = 340;
  out += `<rect x="${f(cx - sw / 2 - 16)}" y="${f(120 - 16)}" width="${sw + 32}" height="${sh + 32}" rx="14" fill="#1c1e22"/>`;
  out += `<rect x="${f(cx - sw / 2)}" y="120" width="${sw}" height="${sh}" fill="#2a2e35"/>`;
  const cols = r.pick([2, 3, 3]);
  const rows = 2;
  const tw = sw / cols;
  const th = sh / rows;
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const x = cx - sw / 2 + j * tw;
      const y = 120 + i * th;
      const bg = r.pick(['#d9d2c5', '#cfd6dc', '#b7c4cf', '#e1d9cc', '#9fb0a0', '#c7b9a6']);
      out += `<svg x="${f(x + 3)}" y="${f(y + 3)}" width="${f(tw - 6)}" height="${f(th - 6)}" viewBox="0 0 ${f(tw - 6)} ${f(th - 6)}"><rect width="100%" height="100%" fill="${bg}"/>${bust((tw - 6) / 2, th * 0.42, th / 170, look(r))}</svg>`;
    }
  // Keyboard deck and the desk things.
  out += `<path d="M${f(cx - sw / 2 - 40)} ${f(120 + sh + 16)}h${sw + 80}l60 70h-${sw + 200}z" fill="#c4c8ce"/><path d="M${f(cx - 120)} ${f(120 + sh + 60)}h240l6 16h-252z" fill="#a9aeb5"/>`;
  out += `<rect x="${f(cx + sw / 2 + 120)}" y="520" width="70" height="86" rx="8" fill="${r.pick(['#ffffff', '#0b3d6e', '#c9a227', '#8c2f2f'])}"/><path d="M${f(cx + sw / 2 + 190)} 540q34 0 34 26t-34 26" stroke="#ddd" stroke-width="9" fill="none"/>`;
  out += `<g transform="rotate(${f(r.range(-14, 6))} 200 600)"><rect x="110" y="540" width="220" height="150" fill="#fbfaf6"/>${[0, 1, 2, 3, 4, 5].map((l) => `<rect x="130" y="${560 + l * 20}" width="${f(r.range(110, 180))}" height="4" fill="#9aa4b0"/>`).join('')}</g>`;
  return out;
}

/** News: an official receives a citizen across a desk. */
export function reception(r) {
  const hy = 430;
  let out = interior(r, hy, { panels: r.chance(0.5) });
  // Bookshelf behind.
  const bx = r.range(40, 160);
  let shelf = `<rect x="${f(bx)}" y="60" width="360" height="${hy - 40}" fill="#5a3f2c"/>`;
  for (let s = 0; s < 4; s++) {
    let x = bx + 12;
    while (x < bx + 340) {
      const w = r.range(12, 26);
      shelf += `<rect x="${f(x)}" y="${f(74 + s * 88 + r.range(0, 14))}" width="${f(w)}" height="${f(70 - r.range(0, 14))}" fill="${r.pick(['#8c2f2f', '#0b3d6e', '#127a7a', '#c9a227', '#e8e1d2', '#2f3b48'])}"/>`;
      x += w + 2;
    }
    shelf += `<rect x="${f(bx)}" y="${f(148 + s * 88)}" width="360" height="10" fill="#3d2a1e"/>`;
  }
  out += blur(shelf, 4);
  out += blur(flag(r.range(1020, 1140), hy + 40, 1, AZ_FLAG), 3);
  out += blur(windows(r, 60, hy - 40, 1), 4);
  const ox = r.range(560, 760);
  out += bust(ox, 270, 1.55, look(r), -0.3);
  const desk = r.pick(WOODS);
  out += sideTable(440, desk);
  out += paper(ox - 60, 480, 160, 60, -4) + paper(ox + 120, 490, 120, 50, 8, '#fff7d6');
  out += `<path d="M${f(ox - 10)} 474l70 -10" stroke="#1a1a1a" stroke-width="5"/>`;
  // The citizen, from behind, in front of the desk.
  out += blur(back(r.range(240, 380), 430, 2.6, look(r)), 5);
  return out;
}

/** Speeches: a speaker at a lectern with microphones, flags and a backdrop. */
export function lectern(r) {
  const wall = r.pick([
    '#123a63',
    '#1b2f4a',
    '#0f4a4a',
    '#6b4a32',
    '#e2dccf',
    '#2a2030',
    '#3b4a5a',
  ]);
  const [d, u] = rgrad(
    [
      [0, shade(wall, 0.25)],
      [1, shade(wall, -0.2)],
    ],
    0.5,
    0.3,
    0.8,
  );
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  const px = r.range(420, 860);
  const s = r.range(2.4, 2.8);
  const flagsLeft = px > W / 2;
  out += blur(
    flag(flagsLeft ? r.range(120, 240) : r.range(980, 1120), 700, 1.4, AZ_FLAG) +
      (r.chance(0.5)
        ? flag(flagsLeft ? r.range(300, 360) : r.range(860, 920), 700, 1.3, AZ_FLAG)
        : ''),
    5,
  );
  out += bust(px, 230, s, look(r), r.range(-0.8, 0.8));
  // The lectern: wood or acrylic with an abstract emblem.
  const wood = r.pick(['#6b4a2e', '#4a3426', '#8a6a4a', '#d8d2c6', '#1f2a44']);
  const top = 230 + 66 * s;
  const [ld, lu] = vgrad(
    [
      [0, shade(wood, 0.15)],
      [1, shade(wood, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  out += `${ld}<path d="M${f(px - 150)} ${f(top)}h300l-24 ${H - top + 20}h-252z" fill="${lu}"/><rect x="${f(px - 160)}" y="${f(top - 14)}" width="320" height="20" rx="4" fill="${shade(wood, -0.2)}"/>`;
  out += `<circle cx="${f(px)}" cy="${f(top + 120)}" r="44" fill="none" stroke="#c9a227" stroke-width="7"/><circle cx="${f(px)}" cy="${f(top + 120)}" r="20" fill="#c9a227" opacity="0.8"/>`;
  out += mic(px - 30, top - 12, 1.1, -1) + mic(px + 30, top - 12, 1.1, 1);
  return out;
}

/** Speeches and videos: a parliament chamber: tiers of desks, a speaker at the tribune. */
export function parliamentHall(r) {
  const wall = r.pick(['#d8cbb4', '#cdbfa6', '#e4dccb', '#bfb39d']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  // Wood panelling, columns and a great flag behind the presidium.
  out += `<rect y="200" width="${W}" height="260" fill="#7a5a3e"/>`;
  for (let x = 40; x < W; x += 180)
    out += `<rect x="${x}" y="0" width="36" height="460" fill="${shade(wall, 0.1)}"/><rect x="${x + 24}" y="0" width="12" height="460" fill="#000" opacity="0.08"/>`;
  out += flag(W / 2 - 60, 430, 1.3, AZ_FLAG, 0.6);
  out += `<rect x="${W / 2 - 260}" y="330" width="520" height="90" fill="#5a3f2c"/><rect x="${W / 2 - 260}" y="330" width="520" height="10" fill="#8a6a4a"/>`;
  for (let i = 0; i < 3; i++) out += bust(W / 2 - 160 + i * 160, 300, 0.6, look(r));
  out += `<rect x="${W / 2 - 260}" y="345" width="520" height="75" fill="#5a3f2c"/>`;
  // The tribune with the speaker.
  const tx = W / 2 + r.range(-40, 40);
  out += bust(tx, 360, 0.85, look(r));
  out += `<path d="M${f(tx - 70)} 410h140l-10 80h-120z" fill="#4a3426"/><circle cx="${f(tx)}" cy="450" r="16" fill="#c9a227" opacity="0.8"/>`;
  // Tiers of deputies' desks curving towards us.
  for (let i = 0; i < 4; i++) {
    const y = 500 + i * 62;
    const s = 0.55 + i * 0.22;
    let row = '';
    for (let x = r.range(-20, 40); x < W + 40; x += 95 * s) {
      const curve = Math.abs(x - W / 2) / (W / 2);
      if (Math.abs(x - W / 2) < 130 && i === 0) continue;
      row += back(x, y - 34 * s - curve * 30, s, look(r));
    }
    row += `<path d="M-20 ${f(y - 8)}Q${W / 2} ${f(y + 40)} ${W + 20} ${f(y - 8)}V${f(y + 40)}Q${W / 2} ${f(y + 88)} -20 ${f(y + 40)}Z" fill="#6b4a2e"/>`;
    out += blur(row, i >= 2 ? (i - 1) * 3 : 0);
  }
  return out;
}

/** Interviews: two armchairs turned to each other, a low table, studio or office light. */
export function armchairs(r) {
  const hy = r.range(380, 430);
  const wall = r.pick(['#2f3b48', '#3b3430', '#283a3a', '#d9d2c5', '#cfd6dc', '#e6e1d8']);
  let out = interior(r, hy, { wall, panels: false });
  out += blur(windows(r, 40, hy - 30, r.int(1, 2)) + plant(r.range(80, 1200), hy + 60, 2.4, r), 8);
  if (wall.startsWith('#2') || wall.startsWith('#3'))
    for (let i = 0; i < 9; i++)
      out += blur(
        `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(0, hy))}" r="${f(r.range(12, 34))}" fill="${r.pick(['#f3d9a4', '#ffffff', '#a9c7e0'])}" opacity="${f(r.range(0.2, 0.5))}"/>`,
        8,
      );
  const chair = r.pick(['#8c2f2f', '#3f5f7a', '#6d5a3f', '#2f5d50', '#d8cfc0', '#1f1f24']);
  const gap = r.range(260, 340);
  const cx = r.range(560, 720);
  for (const [x, dir] of [
    [cx - gap, 1],
    [cx + gap, -1],
  ]) {
    const p = look(r);
    out += `<path d="M${f(x - dir * 110)} ${f(hy + 240)}V${f(hy - 60)}q0 -40 ${f(dir * 40)} -40h${f(dir * 60)}q${f(dir * 30)} 0 ${f(dir * 30)} 40v${f(300)}z" fill="${shade(chair, -0.1)}"/>`;
    out += profile(x, hy - 30, 1.6, p, dir, null);
    out += `<rect x="${f(x - 120)}" y="${f(hy + 130)}" width="240" height="${f(130)}" rx="26" fill="${chair}"/><rect x="${f(x - 130)}" y="${f(hy + 100)}" width="60" height="160" rx="22" fill="${shade(chair, 0.08)}" transform="translate(${dir > 0 ? 0 : 200} 0)"/>`;
    out += `<path d="M${f(x + dir * 10)} ${f(hy + 120)}h${f(dir * 110)}l${f(dir * 10)} 150h${f(-dir * 26)}l${f(-dir * 14)} -110h${f(-dir * 80)}z" fill="${shade(p.suit, -0.1)}"/>`;
  }
  out += `<ellipse cx="${f(cx)}" cy="${f(hy + 170)}" rx="90" ry="20" fill="#d8d2c8"/><rect x="${f(cx - 6)}" y="${f(hy + 170)}" width="12" height="100" fill="#9a9488"/>${bottle(cx - 20, hy + 170, 1.2)}`;
  return out;
}

/** Interviews: the guest at a desk in an office, the interviewer's shoulder in front. */
export function officeInterview(r) {
  const hy = 470;
  let out = interior(r, hy, { panels: r.chance(0.5) });
  let bg = windows(r, 40, hy - 20, r.int(1, 2));
  if (r.chance(0.6)) bg += flag(r.range(100, 300), hy + 60, 1.1, AZ_FLAG);
  bg += plant(r.range(950, 1200), hy + 60, 2.6, r);
  out += blur(bg, 7);
  const gx = r.range(620, 820);
  out += bust(gx, 280, 2.2, look(r), r.range(-0.9, -0.2));
  out += sideTable(520, r.pick(WOODS));
  out += paper(gx - 40, 560, 200, 60, 6);
  // A small recorder on the desk.
  out += `<rect x="${f(gx - 260)}" y="540" width="40" height="70" rx="6" fill="#222"/><rect x="${f(gx - 254)}" y="548" width="28" height="18" fill="#4a7a9a"/>`;
  out += blur(back(r.range(120, 300), 400, 3.4, look(r)), 12);
  return out;
}

/** Interviews and videos: a television studio: two people at a desk, screens glowing behind. */
export function tvStudio(r) {
  const base = r.pick(['#0d1b2a', '#1b1030', '#0f2a2a', '#1c1c22']);
  let out = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  const accent = r.pick(['#1e5b8a', '#127a7a', '#6a3d9a', '#b5523b', '#2a7ab8']);
  for (let i = 0; i < 4; i++) {
    const x = i * 330 + r.range(-30, 10);
    out += blur(
      `<rect x="${f(x)}" y="${f(r.range(60, 120))}" width="300" height="220" fill="${accent}" opacity="${f(r.range(0.5, 0.9))}"/><rect x="${f(x + 20)}" y="${f(150)}" width="${f(r.range(120, 240))}" height="40" fill="#fff" opacity="0.15"/>`,
      10,
    );
  }
  for (let i = 0; i < 8; i++)
    out += blur(
      `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(0, 80))}" r="${f(r.range(10, 20))}" fill="#ffe9b0" opacity="0.7"/>`,
      4,
    );
  const dx = r.range(-60, 60);
  out +=
    bust(W / 2 - 250 + dx, 300, 2, look(r), 0.8) + bust(W / 2 + 250 + dx, 300, 2, look(r), -0.8);
  const desk = r.pick(['#d9dee2', '#1b1b1b', '#6b4a32', '#2a3a4a', '#3a3d44']);
  out += `<path d="M${f(W / 2 - 520 + dx)} 470h${1040}l-80 250h-880z" fill="${desk}"/><path d="M${f(W / 2 - 520 + dx)} 470h1040v16h-1040z" fill="${shade(desk, 0.3)}"/><rect x="${f(W / 2 - 300 + dx)}" y="520" width="600" height="12" fill="${accent}"/>`;
  out += mic(W / 2 - 170 + dx, 470, 1.3, -1) + mic(W / 2 + 170 + dx, 470, 1.3, 1);
  return out;
}

/** Interviews: a standing portrait: by an office window over the city, before bookshelves or in a hall. */
export function windowPortrait(r) {
  const kind = r.int(0, 2);
  let bg = '';
  if (kind === 0) {
    const [d, u] = vgrad([
      [0, r.pick(['#dfe9f2', '#f3e6d0', '#cfd9e2'])],
      [1, '#f3ece0'],
    ]);
    bg = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
    for (let i = 0; i < 9; i++) {
      const x = r.range(-40, W);
      const h = r.range(120, 380);
      bg += `<rect x="${f(x)}" y="${f(520 - h)}" width="${f(r.range(60, 140))}" height="${f(h + 200)}" fill="${r.pick(['#9fb2c4', '#b7c3cf', '#8ca0b4', '#c9d3dc'])}"/>`;
    }
    bg = blur(bg, 10);
    for (let x = r.range(-60, 0); x < W; x += 320)
      bg += `<rect x="${f(x - 8)}" y="0" width="16" height="${H}" fill="#3a3d44"/>`;
    bg += `<rect y="${f(r.range(480, 560))}" width="${W}" height="14" fill="#3a3d44"/>`;
  } else if (kind === 1) {
    let shelf = `<rect width="${W}" height="${H}" fill="#4a3426"/>`;
    for (let k = 0; k < 5; k++) {
      shelf += `<rect y="${f(k * 150)}" width="${W}" height="16" fill="#2e2018"/>`;
      let x = 0;
      while (x < W) {
        const bw = r.range(20, 44);
        shelf += `<rect x="${f(x)}" y="${f(k * 150 + 16 + r.range(0, 24))}" width="${f(bw)}" height="134" fill="${r.pick(['#8c2f2f', '#0b3d6e', '#127a7a', '#c9a227', '#5e6b4a', '#d9d2c5', '#2f3b48'])}"/>`;
        x += bw + 2;
      }
    }
    bg = blur(shelf, 12) + blur(flag(r.range(80, 240), 760, 1.6, AZ_FLAG), 8);
  } else {
    const wall = r.pick(['#e8e1d2', '#d9cdb8', '#cfd6dc']);
    bg = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
    for (let x = r.range(0, 120); x < W; x += 240)
      bg += `<rect x="${f(x)}" y="0" width="80" height="${H}" fill="${shade(wall, 0.1)}"/><rect x="${f(x + 60)}" y="0" width="20" height="${H}" fill="#000" opacity="0.08"/>`;
    bg += `<rect y="560" width="${W}" height="160" fill="${shade(wall, -0.3)}"/>`;
    bg = blur(bg, 10);
  }
  let out = bg;
  const px = r.chance(0.5) ? r.range(340, 540) : r.range(740, 940);
  const s = r.range(2.4, 2.9);
  out += standing(px, 720 + s * 130, s, look(r), r.pick(['folder', 'idle', 'idle']));
  const [gd, gu] = rgrad([
    [0, '#fff', 0],
    [1, '#000', 0.25],
  ]);
  out += `${gd}<rect width="${W}" height="${H}" fill="${gu}"/>`;
  return out;
}

/** News: a group photo of a delegation in front of a backdrop with flags. */
export function delegation(r) {
  const indoor = r.chance(0.6);
  let out;
  if (indoor) {
    out = interior(r, 560, { panels: r.chance(0.5) });
    out += blur(
      flag(r.range(60, 160), 580, 1.3, AZ_FLAG) +
        flag(r.range(1120, 1220), 580, 1.3, r.pick(PARTNER_FLAGS)),
      4,
    );
    out += blur(windows(r, 40, 420, 2), 6);
  } else {
    const [d, u] = vgrad([
      [0, '#8fb8dc'],
      [1, '#eef2f4'],
    ]);
    out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
    let bg = `<rect x="-20" y="60" width="${W + 40}" height="500" fill="#e8dfcf"/>`;
    for (let x = 0; x < W; x += 110)
      bg += `<rect x="${x + 30}" y="60" width="40" height="500" fill="#f2ece2"/><rect x="${x + 58}" y="60" width="12" height="500" fill="#000" opacity="0.08"/>`;
    bg += `<rect x="-20" y="40" width="${W + 40}" height="30" fill="#d3c8b4"/>`;
    out += blur(bg, 6);
    out += `<rect y="560" width="${W}" height="160" fill="#bdb4a6"/><rect y="600" width="${W}" height="8" fill="#a79e90"/><rect y="650" width="${W}" height="8" fill="#a79e90"/>`;
  }
  const n = r.int(6, 9);
  const s = r.range(1.45, 1.7);
  // Two rows: a back row slightly higher and smaller.
  out += group(r, 100, W - 100, 560 + 40 * s, s * 0.94, n - 1);
  out += group(r, 40, W - 40, 700 + 60 * s, s * 1.05, Math.max(4, n - 2));
  return out;
}

/** Speeches and news: a lecture theatre facing us, tiers of students and guests. */
export function lectureTheatre(r) {
  const wood = r.pick(['#8a6a4a', '#6b4a32', '#a3835f', '#5a4a3c']);
  let out = `<rect width="${W}" height="${H}" fill="${shade(wood, -0.3)}"/>`;
  out += ceilingLights(r, 20, 5);
  for (let i = 0; i < 5; i++) {
    const y = 110 + i * 115;
    const s = 0.62 + i * 0.2;
    let row = `<rect x="-20" y="${f(y - 20)}" width="${W + 40}" height="${f(140)}" fill="${shade(wood, -0.2 + i * 0.04)}"/>`;
    for (let x = r.range(20, 80); x < W; x += 96 * s)
      if (r.chance(0.8)) row += bust(x, y - 40, s, look(r), r.range(-0.5, 0.5));
    row += `<rect x="-20" y="${f(y + 30 * s)}" width="${W + 40}" height="${f(26 * s)}" fill="${wood}"/><rect x="-20" y="${f(y + 30 * s)}" width="${W + 40}" height="4" fill="#fff" opacity="0.2"/>`;
    out += row;
  }
  // The lecturer in the foreground, from behind and out of focus.
  out += blur(back(r.range(200, 1080), 560, 3.2, look(r)), 10);
  return out;
}

/** News and videos: a ceremony hall: a stage with flowers and the flag, guests in rows. */
export function ceremonyHall(r) {
  const wall = r.pick(['#e9e1d2', '#d9cdb8', '#f1ebe0', '#1f3a5c', '#5a1f2b']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  const cx = r.range(420, 860);
  out += flag(cx - 40, 470, 1.6, AZ_FLAG, 0.5);
  // Curtains on both sides.
  const cur = r.pick(['#7a1f2b', '#0b3d6e', '#c8b48a', '#1f4f3f']);
  for (const x of [0, W - 200])
    for (let k = 0; k < 5; k++)
      out += `<rect x="${x + k * 40}" y="0" width="40" height="470" fill="${shade(cur, k % 2 ? -0.12 : 0.05)}"/>`;
  out += `<rect y="440" width="${W}" height="60" fill="${shade(wall, -0.3)}"/>`;
  // Flowers at the foot of the stage.
  let fl = '';
  for (let k = 0; k < 40; k++)
    fl += `<circle cx="${f(cx + r.range(-340, 340))}" cy="${f(r.range(420, 470))}" r="${f(r.range(10, 18))}" fill="${r.pick(['#d9485a', '#f2c14e', '#f6f1ea', '#e8849a', '#c8102e'])}"/>`;
  for (let k = 0; k < 30; k++)
    fl += `<circle cx="${f(cx + r.range(-360, 360))}" cy="${f(r.range(440, 480))}" r="${f(r.range(10, 16))}" fill="${r.pick(['#3f6b35', '#4f7d3f'])}"/>`;
  out += fl;
  out += `<path d="M${f(cx + 300)} 440h110l-12 -160h-86z" fill="#6b4a2e"/>`;
  for (let i = 0; i < 3; i++) {
    const y = 530 + i * 80;
    const s = 0.9 + i * 0.45;
    let row = '';
    for (let x = r.range(-20, 60); x < W + 40; x += 90 * s) row += back(x, y, s, look(r));
    out += blur(row, i * 3);
  }
  return out;
}

/** News and videos: people lay flowers at a memorial alley lined with trees. */
export function memorial(r) {
  const [d, u] = vgrad([
    [0, r.pick(['#8fb8dc', '#9aa6b2', '#a7c2dc'])],
    [1, '#eef0ee'],
  ]);
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  const vx = r.range(520, 760);
  const hy = 330;
  out += `<rect y="${hy}" width="${W}" height="${H - hy}" fill="#9aa28a"/>`;
  out += `<path d="M${f(vx - 20)} ${hy}h40l${f(W * 0.5)} ${H - hy}h-${f(W + 40)}z" fill="#c9c2b6"/>`;
  // Rows of cypresses converging.
  for (const side of [-1, 1])
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      const x = vx + side * (40 + t * t * 900);
      const s = 0.3 + t * t * 2.6;
      out += `<rect x="${f(x - 3 * s)}" y="${f(hy - 10 * s + t * t * 280)}" width="${f(6 * s)}" height="${f(20 * s)}" fill="#5b4636"/><ellipse cx="${f(x)}" cy="${f(hy - 70 * s + t * t * 280)}" rx="${f(15 * s)}" ry="${f(68 * s)}" fill="${i % 2 ? '#2f5530' : '#355e2f'}"/>`;
    }
  // The memorial at the end of the alley and its flame.
  out += `<rect x="${f(vx - 30)}" y="${hy - 120}" width="60" height="130" fill="#a9a39a"/><path d="M${f(vx - 10)} ${hy - 124}q10 -30 10 -40q10 20 10 40z" fill="#ffb347"/>`;
  // Walkers with flowers, from behind.
  for (let i = 0; i < r.int(3, 6); i++) {
    const t = r.range(0.25, 0.7);
    const x = vx + r.range(-1, 1) * t * 400;
    const p = look(r);
    out += standing(x, hy + t * t * 400 + 40, 0.3 + t * 0.9, {
      ...p,
      skin: p.hair,
      hairStyle: 'short',
      shirt: p.suit,
      tie: null,
    });
  }
  // Red carnations in the foreground.
  let fl = '';
  for (let k = 0; k < 60; k++) {
    const x = r.range(0, W);
    const y = r.range(620, 720);
    fl += `<path d="M${f(x)} ${f(y)}l${f(r.range(-20, 20))} 60" stroke="#3f6b35" stroke-width="4"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(10, 16))}" fill="${r.pick(['#c8102e', '#d9485a', '#b0102a', '#e63950'])}"/>`;
  }
  out += blur(fl, 5);
  return out;
}

/** Records and news: analysts at monitors, dashboards on a video wall. */
export function dataRoom(r) {
  const dark = r.chance(0.5);
  const wall = dark ? r.pick(['#18202b', '#1d2633', '#202020']) : r.pick(WALLS);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++)
    out += screenChart(r, 80 + i * (1120 / n) + 10, 70, 1120 / n - 40, 220);
  out += `<rect y="420" width="${W}" height="300" fill="${dark ? '#2a2f36' : '#e8e2d6'}"/>`;
  // Monitors on desks, people in front of them.
  for (let i = 0; i < 3; i++) {
    const x = 200 + i * 420 + r.range(-30, 30);
    const mw = 260;
    out += `<rect x="${f(x - mw / 2)}" y="330" width="${mw}" height="160" rx="6" fill="#111"/><rect x="${f(x - mw / 2 + 8)}" y="338" width="${mw - 16}" height="144" fill="${r.pick(['#0b3d6e', '#123a52', '#f4f6f8'])}"/>`;
    for (let b = 0; b < 6; b++)
      out += `<rect x="${f(x - mw / 2 + 24 + b * 36)}" y="${f(470 - (20 + r.range(0, 90)))}" width="22" height="${f(20 + r.range(0, 60))}" fill="${b % 3 ? '#7fc8f8' : '#c9a227'}" opacity="0.9"/>`;
    out += `<rect x="${f(x - 10)}" y="490" width="20" height="30" fill="#333"/>`;
  }
  let people = '';
  for (let i = 0; i < 3; i++) people += back(200 + i * 420 + r.range(-60, 60), 540, 2.3, look(r));
  out += blur(people, 3);
  return out;
}

/** Videos and news: an award or certificate handed over on a stage. */
export function award(r) {
  const wall = r.pick(['#0b3d6e', '#1f3a5c', '#5a1f2b', '#e9e1d2', '#2d4a52']);
  let out = interior(r, 560, { wall, panels: false });
  for (let i = 0; i < 5; i++)
    out += blur(
      `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(0, 400))}" r="${f(r.range(60, 160))}" fill="#fff" opacity="${f(r.range(0.04, 0.1))}"/>`,
      20,
    );
  out += blur(flag(r.range(60, 200), 600, 1.3, AZ_FLAG), 3);
  const s = r.range(2.1, 2.4);
  const y = 720 + s * 90;
  const cx = r.range(540, 740);
  out += standing(cx - 90 * s, y, s, look(r), 'shake', 1);
  out += standing(cx + 90 * s, y, s, look(r), 'shake', -1);
  // The certificate in its frame between them.
  out += `<rect x="${f(cx - 60)}" y="${f(y - 200 * s)}" width="120" height="88" fill="#c9a227"/><rect x="${f(cx - 52)}" y="${f(y - 200 * s + 8)}" width="104" height="72" fill="#fbfaf6"/><circle cx="${f(cx)}" cy="${f(y - 200 * s + 60)}" r="9" fill="#c8102e"/>`;
  return out;
}

/** Lessons (videos) and training: a presenter beside a whiteboard with diagrams. */
export function whiteboard(r) {
  const hy = 500;
  let out = interior(r, hy, { panels: false });
  const bx = r.range(120, 420);
  out += `<rect x="${f(bx)}" y="80" width="620" height="340" fill="#f7f8f8" stroke="#9aa3ab" stroke-width="10"/>`;
  const ink = r.pick(['#0b3d6e', '#127a7a', '#8c2f2f']);
  // Boxes and arrows: a diagram, no words.
  const boxes = r.int(3, 5);
  for (let i = 0; i < boxes; i++) {
    const x = bx + 40 + i * (540 / boxes);
    const y = 140 + (i % 2) * 120;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(540 / boxes - 40)}" height="70" rx="10" fill="none" stroke="${ink}" stroke-width="5"/>`;
    if (i < boxes - 1)
      out += `<path d="M${f(x + 540 / boxes - 40)} ${f(y + 35)}L${f(x + 540 / boxes)} ${f(140 + ((i + 1) % 2) * 120 + 35)}" stroke="${ink}" stroke-width="4"/>`;
  }
  out += `<circle cx="${f(bx + 520)}" cy="360" r="34" fill="none" stroke="#c9a227" stroke-width="6"/>`;
  out += standing(bx + 760, 720 + 100, 1.9, look(r), 'point', -1);
  out += blur(plant(r.range(1100, 1220), 640, 2.4, r), 5);
  return out;
}

/** Videos (documentary): archive photographs and documents on a desk, sepia. */
export function archive(r) {
  const desk = r.pick(['#5a3f2c', '#4a3426', '#6b4a32']);
  let out = `<rect width="${W}" height="${H}" fill="${desk}"/>`;
  for (let i = 0; i < 7; i++) {
    const x = r.range(60, 1100);
    const y = r.range(40, 560);
    const w = r.range(180, 300);
    const h = w * r.range(0.7, 1.3);
    const c = r.pick(['#d8c8a8', '#e6dcc6', '#cbb894', '#efe6d2']);
    out += `<g transform="rotate(${f(r.range(-18, 18))} ${f(x)} ${f(y)})"><rect x="${f(x - w / 2 + 8)}" y="${f(y - h / 2 + 10)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.3"/><rect x="${f(x - w / 2)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" fill="#f4efe4"/><rect x="${f(x - w / 2 + 14)}" y="${f(y - h / 2 + 14)}" width="${f(w - 28)}" height="${f(h - 48)}" fill="${c}"/>`;
    if (r.chance(0.6)) {
      const p = {
        ...look(r),
        skin: '#b8a584',
        hair: '#4a3b2a',
        suit: '#5a4a38',
        shirt: '#d8ccb0',
        tie: '#4a3b2a',
      };
      out += `<svg x="${f(x - w / 2 + 14)}" y="${f(y - h / 2 + 14)}" width="${f(w - 28)}" height="${f(h - 48)}" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice">${bust(100, 90, 1.4, p)}</svg>`;
    }
    out += '</g>';
  }
  const [gd, gu] = rgrad([
    [0, '#f3d9a4', 0.2],
    [1, '#000', 0.35],
  ]);
  out += `${gd}<rect width="${W}" height="${H}" fill="${gu}"/>`;
  return out;
}
