/**
 * Scenes of places: the buildings of audited bodies, infrastructure, land and
 * facilities, under varied skies and times of day. 1280×720 stage; no text.
 */
import {
  AZ_FLAG,
  H,
  W,
  back,
  blur,
  bust,
  f,
  facade,
  flag,
  ground,
  hills,
  look,
  mix,
  portico,
  rgrad,
  shade,
  sky,
  standing,
  tree,
  vgrad,
} from './draw.mjs';

const TIMES = ['morning', 'noon', 'afternoon', 'golden', 'overcast', 'dusk'];
const GRASS = ['#7a9a5a', '#6f8f4e', '#8c9a5c', '#8aa06a', '#9aa66e', '#5f7f45'];
const DAY = ['morning', 'noon', 'afternoon', 'golden', 'overcast'];

/** A row of trees along a line, smaller further back. */
function treeRow(r, y, s, n, kinds) {
  let out = '';
  for (let i = 0; i < n; i++)
    out += tree(
      r,
      r.range(-20, W + 20),
      y + r.range(-6, 6),
      s * r.range(0.8, 1.2),
      kinds ? r.pick(kinds) : undefined,
    );
  return out;
}

/** Light of the hour over the whole scene (warm at golden hour, blue at dusk). */
function hourLight(time) {
  const c = {
    golden: ['#ffb45a', 0.12],
    dusk: ['#3a3f8a', 0.18],
    overcast: ['#9aa6b2', 0.08],
    morning: ['#ffe2b0', 0.06],
  }[time];
  return c ? `<rect width="${W}" height="${H}" fill="${c[0]}" opacity="${c[1]}"/>` : '';
}

/** A few passers-by, small. */
function passers(r, y0, y1, n) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = r.range(y0, y1);
    out += standing(
      r.range(40, W - 40),
      y,
      0.18 + ((y - y0) / Math.max(1, y1 - y0)) * 0.12,
      look(r),
    );
  }
  return out;
}

/** News and records: the institution's building, classical, with flags. */
export function institution(r) {
  const time = r.pick(DAY);
  const hy = r.range(470, 520);
  let out = sky(r, time, hy);
  out += blur(hills(r, hy - 20, mix(SKYC(time), '#8a9aa8', 0.5), 60), 2);
  const bw = r.range(760, 980);
  const bx = r.range(40, W - bw - 40);
  const top = r.range(150, 220);
  const wall = r.pick(['#efe6d6', '#e8dcc6', '#d9cdb8', '#f2ece2']);
  out += facade(r, bx, top, bw, hy - top, { wall, floors: 3 });
  const pw = bw * 0.36;
  out += portico(bx + (bw - pw) / 2, top + 30, pw, hy - top - 40, shade(wall, 0.05));
  out += flag(bx + bw / 2 - 6, top - 10, 0.45, AZ_FLAG, 0.8);
  out += ground(hy, r.pick(['#b5ab9c', '#a39a8c', '#c2b8a8']));
  out += `<rect y="${f(hy + 40)}" width="${W}" height="${f(H - hy)}" fill="${r.pick(GRASS)}"/>`;
  out += `<path d="M${f(bx + bw / 2 - 80)} ${f(hy + 40)}h160l120 ${H}h-400z" fill="#bdb4a6"/>`;
  out += treeRow(r, hy + 50, 1.1, 4, ['round', 'cypress']);
  out += passers(r, hy + 10, hy + 30, r.int(2, 5));
  out += blur(treeRow(r, H + 40, 3.2, 2, ['round']), 8);
  return out + hourLight(time);
}
const SKYC = (time) =>
  ({
    morning: '#f2e3cf',
    noon: '#cfe3f2',
    afternoon: '#e4ecf0',
    golden: '#f6c58f',
    overcast: '#d9dee2',
    dusk: '#e59a6e',
  })[time];

/** Records (budget opinions): a parliament building with a dome, seen across a square. */
export function parliament(r) {
  const time = r.pick(TIMES);
  const hy = r.range(480, 540);
  let out = sky(r, time, hy);
  const cx = r.range(420, 860);
  const wall = r.pick(['#efe6d6', '#e2d6c2', '#f4efe6']);
  out += facade(r, cx - 460, hy - 250, 920, 250, { wall, floors: 3, cols: 16 });
  out += `<rect x="${f(cx - 120)}" y="${f(hy - 330)}" width="240" height="90" fill="${shade(wall, -0.05)}"/><path d="M${f(cx - 110)} ${f(hy - 330)}a110 100 0 0 1 220 0z" fill="${r.pick(['#6f8f8a', '#b89a5a', '#8a9aa8'])}"/>`;
  out += flag(cx - 4, hy - 430, 0.32, AZ_FLAG, 0.8);
  out += portico(cx - 150, hy - 200, 300, 200, shade(wall, 0.05));
  out += ground(hy, '#c2b8a8');
  // Paving lines converging on the entrance.
  for (let i = -6; i <= 6; i++)
    out += `<path d="M${f(cx + i * 20)} ${f(hy)}L${f(cx + i * 200)} ${H}" stroke="#a89e90" stroke-width="2"/>`;
  if (time === 'dusk')
    for (let i = 0; i < 18; i++)
      out += `<rect x="${f(cx - 440 + i * 50)}" y="${f(hy - 220 + (i % 3) * 70)}" width="18" height="30" fill="#ffd98a" opacity="0.8"/>`;
  out += blur(
    tree(r, r.range(40, 160), H + 60, 3.6, 'round') +
      tree(r, r.range(1120, 1240), H + 60, 3.4, 'round'),
    8,
  );
  return out + hourLight(time);
}

/** Records (health): a hospital building with its cross, ambulances by the entrance. */
export function hospital(r) {
  const time = r.pick(DAY);
  const hy = r.range(500, 540);
  let out = sky(r, time, hy);
  const bx = r.range(80, 360);
  const bw = r.range(700, 860);
  out += facade(r, bx, hy - 300, bw, 300, {
    wall: r.pick(['#f4f4f2', '#eef1f4', '#f1ece4']),
    win: r.pick(['#7fa6c4', '#6f96b8']),
    floors: 5,
  });
  out += `<rect x="${f(bx + bw * 0.38)}" y="${f(hy - 90)}" width="${f(bw * 0.24)}" height="90" fill="#cfe3ee"/><rect x="${f(bx + bw * 0.36)}" y="${f(hy - 104)}" width="${f(bw * 0.28)}" height="16" fill="${r.pick(['#127a7a', '#1f5f99', '#8c2f2f'])}"/>`;
  const cx = bx + bw * 0.5;
  out += `<rect x="${f(cx - 50)}" y="${f(hy - 380)}" width="100" height="100" rx="8" fill="#fff"/><path d="M${f(cx - 12)} ${f(hy - 370)}h24v28h28v24h-28v28h-24v-28h-28v-24h28z" fill="#c8102e"/>`;
  out += ground(hy, '#b8b2a8');
  for (let i = 0; i < r.int(1, 2); i++) {
    const x = bx + bw * r.range(0.05, 0.3) + i * 180;
    out += `<rect x="${f(x)}" y="${f(hy - 10)}" width="150" height="66" rx="8" fill="#f6f6f4"/><rect x="${f(x + 100)}" y="${f(hy - 6)}" width="44" height="26" fill="#6f96b8"/><rect x="${f(x)}" y="${f(hy + 20)}" width="150" height="10" fill="#e0a020"/><circle cx="${f(x + 30)}" cy="${f(hy + 58)}" r="13" fill="#222"/><circle cx="${f(x + 120)}" cy="${f(hy + 58)}" r="13" fill="#222"/>`;
  }
  out += treeRow(r, hy + 20, 1.3, 3, ['round', 'cypress']);
  out += passers(r, hy + 50, hy + 120, r.int(2, 4));
  return out + hourLight(time);
}

/** Records (education): a school with its yard, children's things, trees. */
export function school(r) {
  const time = r.pick(DAY);
  const hy = r.range(470, 520);
  let out = sky(r, time, hy);
  out += hills(r, hy - 60, '#9fb3a0', 60);
  const bx = r.range(60, 300);
  const bw = r.range(720, 900);
  const wall = r.pick(['#efe0c8', '#f1e6d0', '#e9d2b4', '#e6ddd0']);
  out += facade(r, bx, hy - 220, bw, 220, { wall, floors: 3, cols: 12, win: '#7ea4c4' });
  out += `<rect x="${f(bx - 10)}" y="${f(hy - 236)}" width="${f(bw + 20)}" height="20" fill="${r.pick(['#b5523b', '#8c2f2f', '#4a6a8a'])}"/>`;
  out += `<rect x="${f(bx + bw / 2 - 40)}" y="${f(hy - 80)}" width="80" height="80" fill="#5b4636"/>`;
  out += flag(bx + bw / 2 - 2, hy - 236, 0.4, AZ_FLAG, 0.8);
  out += ground(hy, r.pick(['#c9a77c', '#b5ab9c']));
  // A sports field and a fence.
  out += `<path d="M0 ${f(hy + 60)}H${W}V${H}H0z" fill="${r.pick(['#6f9a5a', '#b0643a', '#5f8a6a'])}"/><path d="M60 ${f(hy + 120)}H${W - 60}" stroke="#fff" stroke-width="4" opacity="0.7"/>`;
  for (let x = 0; x < W; x += 24)
    out += `<path d="M${x} ${f(hy + 30)}v40" stroke="#5a5f66" stroke-width="3"/>`;
  out += `<path d="M0 ${f(hy + 34)}H${W}M0 ${f(hy + 54)}H${W}" stroke="#5a5f66" stroke-width="3"/>`;
  out += treeRow(r, hy + 4, 1.2, 4, ['round']);
  return out + hourLight(time);
}

/** Records (agriculture): fields in rows to the horizon, a tractor. */
export function farmland(r) {
  const time = r.pick(TIMES);
  const hy = r.range(260, 360);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#8aa0a8', 70, r.chance(0.5));
  const crop = r.pick([
    ['#c9a94a', '#b8943a'],
    ['#7a9a4a', '#5f7f3a'],
    ['#9aa65a', '#7f8f45'],
    ['#a88a5a', '#8a6a44'],
  ]);
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${crop[0]}"/>`;
  const vx = r.range(200, 1080);
  for (let i = -30; i <= 30; i++)
    out += `<path d="M${f(vx + i * 6)} ${f(hy)}L${f(vx + i * 90)} ${H}" stroke="${crop[1]}" stroke-width="${f(3 + Math.abs(i) * 0.2)}"/>`;
  // Patches of other fields along the horizon.
  for (let i = 0; i < 5; i++)
    out += `<path d="M${f(r.range(0, W))} ${f(hy + 2)}h${f(r.range(100, 300))}l20 ${f(r.range(10, 24))}h-${f(r.range(140, 340))}z" fill="${r.pick(['#7a9a4a', '#c9a94a', '#a88a5a', '#9aa65a'])}"/>`;
  if (r.chance(0.7)) {
    const tx = r.range(200, 1000);
    const ty = hy + r.range(60, 160);
    const s = 0.6 + (ty - hy) / 300;
    out += `<rect x="${f(tx)}" y="${f(ty - 50 * s)}" width="${f(90 * s)}" height="${f(40 * s)}" fill="${r.pick(['#c8102e', '#2f7d3a', '#1f5f99'])}"/><rect x="${f(tx + 10 * s)}" y="${f(ty - 90 * s)}" width="${f(50 * s)}" height="${f(44 * s)}" fill="#cfe3ee" stroke="#333" stroke-width="${f(3 * s)}"/><circle cx="${f(tx + 70 * s)}" cy="${f(ty - 6 * s)}" r="${f(22 * s)}" fill="#222"/><circle cx="${f(tx + 14 * s)}" cy="${f(ty - 2 * s)}" r="${f(14 * s)}" fill="#222"/>`;
  }
  out += treeRow(r, hy + 4, 0.5, 6, ['round', 'cypress']);
  return out + hourLight(time);
}

/** Records (agriculture, the south): tea terraces on green hills. */
export function teaGarden(r) {
  const time = r.pick(['morning', 'noon', 'overcast', 'afternoon']);
  const hy = r.range(180, 260);
  let out = sky(r, time, hy);
  out += hills(r, hy + 30, '#6f8f7a', 120) + hills(r, hy + 90, '#5f8a55', 100);
  out += `<rect y="${f(hy + 88)}" width="${W}" height="${H}" fill="#2f5a2c"/>`;
  for (let i = 0; i < 12; i++) {
    const y = hy + 110 + i * 44;
    const col = i % 2 ? '#3f7a3a' : '#4f8a45';
    let d = `M-20 ${f(y)}`;
    for (let x = 0; x <= W + 40; x += 80)
      d += `Q${f(x - 40)} ${f(y - r.range(6, 20))} ${x} ${f(y)}`;
    out += `<path d="${d}V${f(y + 40)}H-20Z" fill="${col}"/><path d="${d}" stroke="#2f5a2c" stroke-width="3" fill="none"/>`;
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const y = r.range(hy + 200, H - 40);
    const p = look(r, { suit: r.pick(['#c8102e', '#c9a227', '#1f5f99', '#7a2232']) });
    out += standing(r.range(100, W - 100), y, 0.2 + (y - hy) / 2400, { ...p, tie: null });
  }
  return out + hourLight(time);
}

/** Records (irrigation, water): a canal running straight through fields. */
export function irrigation(r) {
  const time = r.pick(DAY);
  const hy = r.range(280, 340);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#9aa8b0', 90, true);
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${r.pick(GRASS)}"/>`;
  const vx = r.range(300, 980);
  out += `<path d="M${f(vx - 8)} ${f(hy)}h16l${f(260)} ${H - hy}h-${f(530)}z" fill="#b8ad96"/>`;
  const [wd, wu] = vgrad([
    [0, '#9fc3dc'],
    [1, '#4f7ea3'],
  ]);
  out += `${wd}<path d="M${f(vx - 4)} ${f(hy)}h8l${f(180)} ${H - hy}h-${f(370)}z" fill="${wu}"/>`;
  for (let i = 0; i < 8; i++) {
    const y = hy + (i / 8) ** 2 * (H - hy);
    out += `<path d="M${f(vx - 4 - ((y - hy) / (H - hy)) * 185)} ${f(y)}h${f(8 + ((y - hy) / (H - hy)) * 370)}" stroke="#fff" stroke-width="2" opacity="0.35"/>`;
  }
  out += treeRow(r, hy + 6, 0.5, 8, ['cypress', 'round']);
  return out + hourLight(time);
}

/** Records (roads): a highway curving into the hills or mountains. */
export function road(r) {
  const time = r.pick(TIMES);
  const hy = r.range(300, 380);
  let out = sky(r, time, hy);
  const mountains = r.chance(0.6);
  out += hills(r, hy - 20, '#8c9cb0', mountains ? 200 : 90, mountains);
  out += hills(r, hy, '#7f9a78', 60);
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${r.pick(GRASS)}"/>`;
  const vx = r.range(400, 880);
  const bend = r.range(-220, 220);
  out += `<path d="M${f(vx - 6)} ${f(hy)}h12Q${f(vx + bend)} ${f(hy + 120)} ${f(W * 0.9)} ${H}H${f(W * 0.1)}Q${f(vx + bend - 20)} ${f(hy + 120)} ${f(vx - 6)} ${f(hy)}z" fill="#4a4d52"/>`;
  out += `<path d="M${f(vx)} ${f(hy)}Q${f(vx + bend - 10)} ${f(hy + 120)} ${f(W * 0.5)} ${H}" stroke="#f2f2f2" stroke-width="6" stroke-dasharray="26 30" fill="none"/>`;
  out += `<path d="M${f(vx - 6)} ${f(hy)}Q${f(vx + bend - 20)} ${f(hy + 120)} ${f(W * 0.1)} ${H}M${f(vx + 6)} ${f(hy)}Q${f(vx + bend)} ${f(hy + 120)} ${f(W * 0.9)} ${H}" stroke="#e8e8e8" stroke-width="4" fill="none"/>`;
  // A car or two and the poles of the road.
  for (let i = 0; i < r.int(1, 3); i++) {
    const t = r.range(0.2, 0.7);
    const y = hy + t * t * (H - hy);
    const x = vx + bend * t * 0.8 + r.range(-40, 40) * t;
    const s = 0.2 + t * 1.4;
    out += `<rect x="${f(x - 40 * s)}" y="${f(y - 30 * s)}" width="${f(80 * s)}" height="${f(30 * s)}" rx="${f(8 * s)}" fill="${r.pick(['#c8102e', '#f4f4f4', '#1f3a66', '#3a3d44', '#b8b2a8'])}"/><rect x="${f(x - 28 * s)}" y="${f(y - 46 * s)}" width="${f(56 * s)}" height="${f(18 * s)}" rx="${f(6 * s)}" fill="#3b4a5a"/>`;
  }
  out += treeRow(r, hy + 10, 0.6, 5, ['round', 'pine']);
  return out + hourLight(time);
}

/** Records (railways): a train along the rails, catenary poles. */
export function railway(r) {
  const time = r.pick(TIMES);
  const hy = r.range(380, 430);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#8c9cb0', 80);
  out += ground(hy, r.pick(['#9a9a7a', '#8a8f6a']));
  out += `<rect y="${f(hy + 80)}" width="${W}" height="40" fill="#8a8178"/>`;
  for (let x = 0; x < W; x += 22)
    out += `<rect x="${x}" y="${f(hy + 86)}" width="10" height="30" fill="#5b4636"/>`;
  out += `<path d="M0 ${f(hy + 92)}H${W}M0 ${f(hy + 110)}H${W}" stroke="#bfc3c8" stroke-width="4"/>`;
  const tx = r.range(-200, 300);
  const c = r.pick(['#c8102e', '#1f5f99', '#e8e8e8', '#2f7d3a']);
  for (let k = 0; k < 4; k++) {
    const x = tx + k * 330;
    out += `<rect x="${f(x)}" y="${f(hy - 20)}" width="320" height="100" rx="${k === 0 ? 40 : 8}" fill="${k % 2 ? shade(c, 0.08) : c}"/><rect x="${f(x + 20)}" y="${f(hy)}" width="280" height="30" fill="#3b4a5a"/><rect x="${f(x)}" y="${f(hy + 50)}" width="320" height="8" fill="#f4f4f4"/>`;
  }
  for (let x = 60; x < W; x += 300)
    out += `<rect x="${x}" y="${f(hy - 150)}" width="8" height="${f(250)}" fill="#6b6f75"/><path d="M${x} ${f(hy - 140)}h60" stroke="#6b6f75" stroke-width="5"/>`;
  out += `<path d="M0 ${f(hy - 136)}H${W}" stroke="#333" stroke-width="2"/>`;
  out += `<rect y="${f(hy + 120)}" width="${W}" height="${H}" fill="${r.pick(GRASS)}"/>`;
  return out + hourLight(time);
}

/** Records (public transport): a city bus at a stop, the street behind. */
export function cityBus(r) {
  const time = r.pick(TIMES);
  const hy = 520;
  let out = sky(r, time, 300);
  let street = '';
  for (let i = 0; i < 8; i++) {
    const x = i * 170 + r.range(-20, 20);
    street += facade(r, x, r.range(80, 220), 170, 440, { floors: r.int(4, 6), cols: 3 });
  }
  out += blur(street, 3);
  out += `<rect y="${hy}" width="${W}" height="${H - hy}" fill="#4a4d52"/><rect y="${hy}" width="${W}" height="24" fill="#b8b2a8"/>`;
  const bx = r.range(140, 420);
  const c = r.pick(['#1f5f99', '#c8102e', '#2f7d3a', '#e0a020', '#6a3d9a']);
  out += `<rect x="${f(bx)}" y="${hy - 200}" width="640" height="210" rx="24" fill="${c}"/><rect x="${f(bx + 20)}" y="${hy - 180}" width="600" height="80" rx="8" fill="#3b4a5a"/><rect x="${f(bx + 20)}" y="${hy - 180}" width="600" height="24" fill="#fff" opacity="0.15"/><rect x="${f(bx + 500)}" y="${hy - 95}" width="70" height="95" fill="#2f3b48"/><rect x="${f(bx)}" y="${hy - 30}" width="640" height="16" fill="${shade(c, -0.25)}"/><circle cx="${f(bx + 110)}" cy="${hy + 10}" r="34" fill="#1b1b1b"/><circle cx="${f(bx + 520)}" cy="${hy + 10}" r="34" fill="#1b1b1b"/>`;
  // The stop's shelter and a few people waiting.
  out += `<rect x="${f(bx + 720)}" y="${hy - 190}" width="260" height="12" fill="#6b6f75"/><rect x="${f(bx + 730)}" y="${hy - 180}" width="8" height="190" fill="#6b6f75"/><rect x="${f(bx + 962)}" y="${hy - 180}" width="8" height="190" fill="#6b6f75"/><rect x="${f(bx + 740)}" y="${hy - 176}" width="220" height="140" fill="#cfe3ee" opacity="0.4"/>`;
  for (let i = 0; i < r.int(1, 3); i++) out += standing(bx + 780 + i * 70, hy + 16, 0.66, look(r));
  return out + hourLight(time);
}

/** Records and projects: a construction site with a crane and scaffolding. */
export function construction(r) {
  const time = r.pick(TIMES);
  const hy = r.range(480, 540);
  let out = sky(r, time, hy);
  const bx = r.range(200, 600);
  const bw = r.range(360, 520);
  const bh = r.range(240, 360);
  out += `<rect x="${f(bx)}" y="${f(hy - bh)}" width="${f(bw)}" height="${f(bh)}" fill="#b8b2a8"/>`;
  for (let y = hy - bh; y < hy; y += 50)
    out += `<rect x="${f(bx)}" y="${f(y)}" width="${f(bw)}" height="10" fill="#8a8178"/>`;
  for (let x = bx; x <= bx + bw; x += 40)
    out += `<path d="M${f(x)} ${f(hy - bh - 20)}V${f(hy)}" stroke="#c9a227" stroke-width="4"/>`;
  for (let y = hy - bh; y < hy; y += 50)
    out += `<path d="M${f(bx - 10)} ${f(y)}H${f(bx + bw + 10)}" stroke="#c9a227" stroke-width="3"/>`;
  // The tower crane.
  const cx = bx + bw + r.range(60, 200);
  const top = r.range(60, 120);
  const cc = r.pick(['#e0a020', '#c8102e', '#e8e8e8']);
  out += `<g stroke="${cc}" stroke-width="5" fill="none"><path d="M${f(cx - 14)} ${hy}V${f(top)}M${f(cx + 14)} ${hy}V${f(top)}"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${f(cx - 14)} ${f(hy - i * ((hy - top) / 14))}L${f(cx + 14)} ${f(hy - (i + 1) * ((hy - top) / 14))}"/>`).join('')}<path d="M${f(cx - 600)} ${f(top)}H${f(cx + 200)}M${f(cx - 600)} ${f(top + 24)}H${f(cx + 200)}"/><path d="M${f(cx)} ${f(top - 60)}L${f(cx - 600)} ${f(top)}M${f(cx)} ${f(top - 60)}L${f(cx + 200)} ${f(top)}"/></g>`;
  const hook = cx - r.range(150, 500);
  out += `<path d="M${f(hook)} ${f(top + 24)}V${f(top + 200)}" stroke="#333" stroke-width="2"/><rect x="${f(hook - 40)}" y="${f(top + 200)}" width="80" height="30" fill="#8a8178"/>`;
  out += ground(hy, '#a08a6a');
  for (let i = 0; i < r.int(2, 4); i++) {
    const p = look(r, { suit: r.pick(['#e0a020', '#f26b1d', '#2f7d3a']) });
    out += standing(r.range(80, W - 80), r.range(hy + 60, H - 20), r.range(0.4, 0.6), {
      ...p,
      tie: null,
      hairStyle: 'bald',
      hair: '#f4f4f4',
    });
  }
  return out + hourLight(time);
}

/** Records (energy): high-voltage pylons marching over the fields. */
export function powerLines(r) {
  const time = r.pick(TIMES);
  const hy = r.range(420, 520);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#8c9cb0', 70);
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${r.pick(GRASS)}"/>`;
  const n = 4;
  const pts = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = r.range(0.75, 0.9) * W - t * W * r.range(0.6, 0.75);
    const s = 1.5 - t * 1.1;
    const y = hy + 40 * s;
    const h = 380 * s;
    pts.push([x, y - h, s]);
    out += `<g stroke="#5a5f66" stroke-width="${f(3 * s + 1)}" fill="none"><path d="M${f(x - 40 * s)} ${f(y)}L${f(x)} ${f(y - h)}L${f(x + 40 * s)} ${f(y)}M${f(x - 30 * s)} ${f(y - h * 0.25)}L${f(x + 30 * s)} ${f(y - h * 0.5)}M${f(x + 30 * s)} ${f(y - h * 0.25)}L${f(x - 30 * s)} ${f(y - h * 0.5)}M${f(x - 90 * s)} ${f(y - h * 0.75)}H${f(x + 90 * s)}M${f(x - 70 * s)} ${f(y - h * 0.6)}H${f(x + 70 * s)}"/></g>`;
  }
  for (const dx of [-90, 90, -70, 70]) {
    let d = '';
    pts.forEach(([x, y, s], i) => {
      const py = y + (Math.abs(dx) === 90 ? 0.25 : 0.4) * 380 * s;
      d += i
        ? `Q${f((pts[i - 1][0] + x) / 2 + (dx * (s + pts[i - 1][2])) / 2)} ${f(py + 40 * s)} ${f(x + dx * s)} ${f(py)}`
        : `M${f(x + dx * s)} ${f(py)}`;
    });
    out += `<path d="${d}" stroke="#333" stroke-width="1.5" fill="none"/>`;
  }
  return out + hourLight(time);
}

/** Records (lighting): a street at dusk or night under new lamps. */
export function streetLights(r) {
  const [d, u] = vgrad([
    [0, r.pick(['#1b2540', '#2f3f6b', '#0f1830'])],
    [1, r.pick(['#e59a6e', '#6a5a8a', '#c77a5a'])],
  ]);
  let out = `${d}<rect width="${W}" height="${H}" fill="${u}"/>`;
  const hy = 470;
  let bld = '';
  for (let i = 0; i < 9; i++) {
    const x = i * 150 + r.range(-20, 20);
    const h = r.range(120, 300);
    bld += `<rect x="${f(x)}" y="${f(hy - h)}" width="150" height="${f(h)}" fill="#1d2233"/>`;
    for (let k = 0; k < 10; k++)
      if (r.chance(0.5))
        bld += `<rect x="${f(x + 15 + (k % 4) * 32)}" y="${f(hy - h + 20 + Math.floor(k / 4) * 40)}" width="16" height="22" fill="#ffd98a" opacity="0.7"/>`;
  }
  out += blur(bld, 2);
  out += `<rect y="${hy}" width="${W}" height="${H - hy}" fill="#2a2d33"/>`;
  const vx = r.range(400, 880);
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    for (const side of [-1, 1]) {
      const x = vx + side * (30 + t * t * 700);
      const s = 0.2 + t * t * 1.6;
      const y = hy + t * t * 260;
      const [gd, gu] = rgrad([
        [0, '#ffe6a8', 0.9],
        [1, '#ffe6a8', 0],
      ]);
      out += `${gd}<ellipse cx="${f(x - side * 30 * s)}" cy="${f(y - 300 * s)}" rx="${f(120 * s)}" ry="${f(80 * s)}" fill="${gu}"/><path d="M${f(x)} ${f(y)}V${f(y - 300 * s)}q0 -${f(20 * s)} -${f(side * 30 * s)} -${f(20 * s)}" stroke="#4a4f57" stroke-width="${f(5 * s + 1)}" fill="none"/><circle cx="${f(x - side * 30 * s)}" cy="${f(y - 300 * s)}" r="${f(8 * s)}" fill="#fff6d8"/>`;
      out += `<ellipse cx="${f(x - side * 40 * s)}" cy="${f(y + 10)}" rx="${f(160 * s)}" ry="${f(30 * s)}" fill="#ffe6a8" opacity="0.12"/>`;
    }
  }
  // Car light trails.
  out += `<path d="M${f(vx)} ${hy}Q${f(vx - 80)} 600 ${f(vx - 340)} ${H}" stroke="#ff4a3a" stroke-width="4" opacity="0.7" fill="none"/><path d="M${f(vx + 10)} ${hy}Q${f(vx + 90)} 600 ${f(vx + 360)} ${H}" stroke="#fff0c8" stroke-width="5" opacity="0.7" fill="none"/>`;
  return out;
}

/** Records (water and sewerage): new pipes laid in a trench, a water tower. */
export function waterworks(r) {
  const time = r.pick(DAY);
  const hy = r.range(360, 420);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#9aa8b0', 60);
  const tx = r.range(100, 1100);
  const tc = r.pick(['#cfd6dc', '#9fc3dc', '#e8e8e8']);
  out += blur(
    `<path d="M${f(tx - 30)} ${f(hy)}l14 -190h32l14 190z" fill="${shade(tc, -0.15)}"/><ellipse cx="${f(tx)}" cy="${f(hy - 230)}" rx="70" ry="50" fill="${tc}"/><ellipse cx="${f(tx - 20)}" cy="${f(hy - 245)}" rx="30" ry="16" fill="#fff" opacity="0.35"/>`,
    1.5,
  );
  out += ground(hy, '#a08a6a');
  // The trench running away from us, new pipes stacked beside it.
  const vx = r.range(380, 900);
  out += `<path d="M${f(vx - 10)} ${f(hy)}h20l${f(300)} ${H - hy}h-${f(620)}z" fill="#6b5440"/><path d="M${f(vx - 3)} ${f(hy)}h6l${f(110)} ${H - hy}h-${f(226)}z" fill="#4a3a2c"/>`;
  const pc = r.pick(['#1f5f99', '#2f7fbf', '#3a3d44', '#e0a020', '#2f7d3a']);
  const right = vx < W / 2;
  const px = right ? r.range(860, 1000) : r.range(120, 260);
  const pr = r.range(44, 60);
  for (let row = 0; row < 3; row++)
    for (let k = 0; k < 3 - row; k++) {
      const cx = px + (k + row / 2) * pr * 2.05;
      const cy = H - 40 - row * pr * 1.8;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(pr)}" fill="${pc}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(pr * 0.78)}" fill="${shade(pc, -0.55)}"/><circle cx="${f(cx - pr * 0.2)}" cy="${f(cy - pr * 0.2)}" r="${f(pr * 0.5)}" fill="#000" opacity="0.25"/>`;
    }
  // An excavator on the far side of the trench.
  const ex = right ? vx - 520 : vx + 260;
  out += `<rect x="${f(ex + 20)}" y="${f(hy + 60)}" width="200" height="110" rx="10" fill="#e0a020"/><rect x="${f(ex + 120)}" y="${f(hy + 20)}" width="90" height="80" fill="#cfe3ee" stroke="#333" stroke-width="5"/><path d="M${f(ex + 40)} ${f(hy + 70)}L${f(ex - 80)} ${f(hy - 30)}L${f(ex - 160)} ${f(hy + 90)}" stroke="#e0a020" stroke-width="22" fill="none" stroke-linejoin="round"/><path d="M${f(ex - 190)} ${f(hy + 80)}h60l-10 40h-40z" fill="#8a6a20"/><rect x="${f(ex + 10)}" y="${f(hy + 170)}" width="240" height="40" rx="20" fill="#222"/>`;
  return out + hourLight(time);
}

/** Records (reforestation): young trees planted in rows on a hillside. */
export function forest(r) {
  const time = r.pick(TIMES);
  const hy = r.range(240, 320);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#6f8aa0', 140, true) + hills(r, hy + 40, '#4f7a55', 90);
  out += `<rect y="${f(hy + 38)}" width="${W}" height="${H}" fill="#4f7a55"/>`;
  for (let i = 0; i < 14; i++)
    out += tree(r, r.range(0, W), hy + 40 + r.range(-10, 10), 0.6, 'pine');
  out += `<path d="M0 ${f(hy + 70)}Q${W / 2} ${f(hy + 20)} ${W} ${f(hy + 90)}V${H}H0z" fill="${r.pick(['#8a7a5a', '#9a8a62', '#7f8f55'])}"/>`;
  for (let row = 0; row < 7; row++) {
    const y = hy + 110 + row * row * 9 + row * 30;
    const s = 0.3 + row * 0.22;
    for (let x = (row % 2) * 40 * s; x < W + 40; x += 120 * s)
      out += `<rect x="${f(x - 1.5 * s)}" y="${f(y - 18 * s)}" width="${f(3 * s)}" height="${f(18 * s)}" fill="#8a6a4a"/><path d="M${f(x)} ${f(y - 60 * s)}l${f(16 * s)} ${f(44 * s)}h-${f(32 * s)}z" fill="${r.pick(['#3f7a3a', '#4f8a45', '#2f6a35'])}"/>`;
  }
  return out + hourLight(time);
}

/** Records (coast): the shore with a breakwater, the sea to the horizon. */
export function coast(r) {
  const time = r.pick(TIMES);
  const hy = r.range(300, 380);
  let out = sky(r, time, hy);
  const [sd, su] = vgrad([
    [0, mix('#4f7ea3', SKYC(time), 0.3)],
    [1, '#2f5f85'],
  ]);
  out += `${sd}<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${su}"/>`;
  for (let i = 0; i < 30; i++) {
    const y = hy + r.range(4, H - hy);
    const w = 20 + (y - hy) * 0.4;
    out += `<path d="M${f(r.range(0, W))} ${f(y)}h${f(w)}" stroke="#fff" stroke-width="${f(1 + (y - hy) / 200)}" opacity="0.3"/>`;
  }
  const right = r.chance(0.5);
  out += `<path d="M${right ? W : 0} ${f(hy + 40)}Q${f(right ? W * 0.6 : W * 0.4)} ${f(hy + 120)} ${f(right ? W * 0.4 : W * 0.6)} ${H}H${right ? W : 0}Z" fill="#d9c9a0"/>`;
  // Breakwater rocks along the shore line.
  for (let i = 0; i < 30; i++) {
    const t = i / 30;
    const x = right ? W - t * W * 0.6 : t * W * 0.6;
    const y = hy + 40 + t * (H - hy - 40);
    const s = 6 + t * 40;
    out += `<ellipse cx="${f(x + r.range(-10, 10))}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.6)}" fill="${r.pick(['#8a8178', '#a39a8c', '#6b6560'])}"/>`;
  }
  return out + hourLight(time);
}

/** Records (waste): a sorting plant's yard with coloured containers and a truck. */
export function recycling(r) {
  const time = r.pick(DAY);
  const hy = 440;
  let out = sky(r, time, hy);
  out += `<rect x="${f(r.range(100, 500))}" y="${hy - 200}" width="600" height="200" fill="${r.pick(['#cfd6dc', '#b8c2cc', '#d9d2c5'])}"/><path d="M0 ${hy}" />`;
  out += ground(hy, '#8a8f96');
  const cols = ['#1f7a3a', '#1f5f99', '#e0a020', '#8a8f96', '#c8102e'];
  for (let i = 0; i < 6; i++) {
    const x = 60 + i * 200 + r.range(-10, 10);
    const c = cols[(i + r.int(0, 4)) % cols.length];
    out += `<path d="M${f(x)} ${hy + 180}l20 -140h140l20 140z" fill="${c}"/><rect x="${f(x + 10)}" y="${hy + 30}" width="160" height="18" rx="4" fill="${shade(c, -0.25)}"/>`;
  }
  const tx = r.range(700, 1000);
  out += `<rect x="${f(tx)}" y="${hy - 60}" width="250" height="140" fill="${r.pick(['#2f7d3a', '#e8e8e8', '#1f5f99'])}"/><rect x="${f(tx + 250)}" y="${hy - 20}" width="90" height="100" rx="8" fill="#f4f4f4"/><rect x="${f(tx + 270)}" y="${hy - 4}" width="56" height="36" fill="#3b4a5a"/><circle cx="${f(tx + 50)}" cy="${hy + 84}" r="24" fill="#222"/><circle cx="${f(tx + 290)}" cy="${hy + 84}" r="24" fill="#222"/>`;
  return out + hourLight(time);
}

/** Records (polluted land): oil pumpjacks on a bare field being restored. */
export function oilField(r) {
  const time = r.pick(TIMES);
  const hy = r.range(400, 480);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#a89a8a', 40);
  out += ground(hy, r.pick(['#a08a6a', '#9a8a70', '#8a7a60']));
  for (let i = 0; i < r.int(2, 4); i++) {
    const s = r.range(0.4, 1.2);
    const x = r.range(80, W - 200);
    const y = hy + 20 + s * 100;
    const a = r.range(-12, 12);
    out += `<g stroke="#2b2f35" stroke-width="${f(8 * s)}" fill="none"><path d="M${f(x)} ${f(y)}L${f(x + 60 * s)} ${f(y - 160 * s)}L${f(x + 120 * s)} ${f(y)}"/></g><g transform="rotate(${f(a)} ${f(x + 60 * s)} ${f(y - 160 * s)})"><rect x="${f(x - 90 * s)}" y="${f(y - 172 * s)}" width="${f(260 * s)}" height="${f(22 * s)}" fill="#2b2f35"/><path d="M${f(x - 90 * s)} ${f(y - 190 * s)}q-${f(30 * s)} ${f(30 * s)} 0 ${f(60 * s)}" stroke="#2b2f35" stroke-width="${f(22 * s)}" fill="none"/></g><rect x="${f(x + 130 * s)}" y="${f(y - 60 * s)}" width="${f(50 * s)}" height="${f(60 * s)}" fill="#c8102e"/>`;
  }
  // Fresh soil and seedlings where the land is restored.
  for (let i = 0; i < 40; i++) {
    const y = r.range(hy + 150, H);
    const s = 0.3 + (y - hy) / 400;
    out += `<path d="M${f(r.range(0, W))} ${f(y)}l${f(6 * s)} -${f(20 * s)}l${f(6 * s)} ${f(20 * s)}" fill="#4f8a45"/>`;
  }
  return out + hourLight(time);
}

/** Records (gasification): a yellow gas pipe along a village street. */
export function gasPipeline(r) {
  const time = r.pick(DAY);
  const hy = r.range(360, 420);
  let out = sky(r, time, hy);
  out += hills(r, hy - 10, '#7f9a88', 140, true);
  // Village houses.
  for (let i = 0; i < 6; i++) {
    const x = i * 230 + r.range(-20, 20);
    const w = r.range(150, 200);
    const wall = r.pick(['#e9d7b4', '#efe6d6', '#d9c4a0', '#f2ece2']);
    out += `<rect x="${f(x)}" y="${f(hy - 100)}" width="${f(w)}" height="110" fill="${wall}"/><path d="M${f(x - 10)} ${f(hy - 100)}L${f(x + w / 2)} ${f(hy - 150)}L${f(x + w + 10)} ${f(hy - 100)}z" fill="${r.pick(['#b5523b', '#8a8f96', '#5a6a7a'])}"/><rect x="${f(x + 20)}" y="${f(hy - 70)}" width="40" height="40" fill="#6f8aa3"/>`;
  }
  out += ground(hy, '#b8ad96');
  out += `<path d="M0 ${f(hy + 30)}H${W}" stroke="#e8c020" stroke-width="10"/>`;
  for (let x = 40; x < W; x += 160)
    out += `<path d="M${x} ${f(hy + 30)}V${f(hy + 110)}" stroke="#e8c020" stroke-width="8"/>`;
  out += `<path d="M0 ${f(hy + 150)}Q${W / 2} ${f(hy + 120)} ${W} ${f(hy + 200)}" stroke="#e8c020" stroke-width="20" fill="none"/>`;
  out += treeRow(r, hy + 20, 0.9, 4, ['round', 'cypress']);
  return out + hourLight(time);
}

/** Projects and articles (climate, energy): a field of solar panels. */
export function solarField(r) {
  const time = r.pick(TIMES);
  const hy = r.range(280, 360);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#9aa8b0', 80, r.chance(0.5));
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${r.pick(['#c2b28a', '#9aa66e', '#b8ad96'])}"/>`;
  const skyc = SKYC(time);
  for (let row = 0; row < 7; row++) {
    const y = hy + 14 + row * row * 8 + row * 18;
    const s = 0.25 + row * 0.28;
    for (let i = -3; i < 18; i++) {
      const x = i * 110 * s + (row % 2) * 30 * s + r.range(-2, 2);
      out += `<path d="M${f(x)} ${f(y)}h${f(100 * s)}l${f(16 * s)} ${f(30 * s)}h-${f(100 * s)}z" fill="#1d3557"/><path d="M${f(x)} ${f(y)}h${f(100 * s)}l${f(16 * s)} ${f(30 * s)}h-${f(100 * s)}z" fill="${skyc}" opacity="0.25"/><path d="M${f(x + 33 * s)} ${f(y)}l${f(16 * s)} ${f(30 * s)}M${f(x + 66 * s)} ${f(y)}l${f(16 * s)} ${f(30 * s)}" stroke="#a8c1d8" stroke-width="1" opacity="0.6"/>`;
    }
  }
  return out + hourLight(time);
}

/** Projects and articles (climate): wind turbines on a ridge. */
export function windFarm(r) {
  const time = r.pick(TIMES);
  const hy = r.range(420, 520);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#7f9a88', 110);
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${r.pick(GRASS)}"/>`;
  for (let i = 0; i < r.int(4, 7); i++) {
    const s = r.range(0.4, 1.3);
    const x = r.range(40, W - 40);
    const y = hy - r.range(0, 60) * (1.3 - s);
    const top = y - 330 * s;
    const a = r.range(0, 120);
    out += `<path d="M${f(x - 5 * s)} ${f(y)}L${f(x - 2 * s)} ${f(top)}h${f(4 * s)}L${f(x + 5 * s)} ${f(y)}z" fill="#eef0f2"/><g transform="rotate(${f(a)} ${f(x)} ${f(top)})" fill="#f4f6f8">${[0, 120, 240].map((b) => `<path d="M${f(x)} ${f(top)}l${f(5 * s)} -${f(8 * s)}l-${f(3 * s)} -${f(140 * s)}l-${f(4 * s)} ${f(2 * s)}z" transform="rotate(${b} ${f(x)} ${f(top)})"/>`).join('')}</g><circle cx="${f(x)}" cy="${f(top)}" r="${f(6 * s)}" fill="#dfe3e6"/>`;
  }
  return out + hourLight(time);
}

/** Projects and records (water): a reservoir and its dam, dry banks. */
export function reservoir(r) {
  const time = r.pick(TIMES);
  const hy = r.range(260, 330);
  let out = sky(r, time, hy);
  out += hills(r, hy, '#8c9aa8', 150, true);
  const [wd, wu] = vgrad([
    [0, mix('#5f8fb3', SKYC(time), 0.35)],
    [1, '#3f6f93'],
  ]);
  out += `<rect y="${f(hy)}" width="${W}" height="${H - hy}" fill="${r.pick(['#c2a47a', '#b8965f'])}"/>`;
  const deep = r.range(240, 330);
  out += `${wd}<path d="M0 ${f(hy + 60)}Q${W / 2} ${f(hy + deep)} ${W} ${f(hy + 80)}V${f(hy)}H0z" fill="${wu}"/>`;
  // The drop of the water line on the banks.
  out += `<path d="M0 ${f(hy + 72)}Q${W / 2} ${f(hy + deep + 22)} ${W} ${f(hy + 92)}" stroke="#e3d5b0" stroke-width="26" fill="none" opacity="0.7"/>`;
  out += `<path d="M${f(W * 0.55)} ${f(hy - 10)}h${f(W * 0.45)}v36h-${f(W * 0.45)}z" fill="#cfc9bd"/>`;
  for (let i = 0; i < 60; i++) {
    const x = r.range(0, W);
    const y = r.range(H - 200, H);
    out += `<path d="M${f(x)} ${f(y)}l${f(r.range(-30, 30))} ${f(r.range(-8, 8))}" stroke="#8a6a44" stroke-width="2" opacity="0.6"/>`;
  }
  return out + hourLight(time);
}

/** Records (IT audits) and announcements: a server room, racks and blinking lights. */
export function serverRoom(r) {
  const base = r.pick(['#0f1822', '#141a24', '#10202a']);
  let out = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  const vx = r.range(500, 780);
  const glow = r.pick(['#3fa9f5', '#22c3a6', '#7f8cff']);
  out += `<path d="M${f(vx - 60)} 300h120l${W} ${H}h-${W * 2 + 120}z" fill="#1b2430"/>`;
  for (const side of [-1, 1])
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      const x0 = vx + side * (60 + t * t * 620);
      const x1 = vx + side * (60 + ((i + 1) / 6) ** 2 * 620);
      const top = 280 - t * t * 280;
      const bot = 330 + t * t * 420;
      const top1 = 280 - ((i + 1) / 6) ** 2 * 280;
      const bot1 = 330 + ((i + 1) / 6) ** 2 * 420;
      out += `<path d="M${f(x0)} ${f(top)}L${f(x1)} ${f(top1)}L${f(x1)} ${f(bot1)}L${f(x0)} ${f(bot)}Z" fill="${i % 2 ? '#1d2631' : '#222c38'}" stroke="#0b0f14" stroke-width="2"/>`;
      for (let k = 0; k < 10; k++) {
        const u = (k + 0.5) / 10;
        const y = top + (bot - top) * u;
        out += `<circle cx="${f(x0 + (x1 - x0) * r.range(0.2, 0.8))}" cy="${f(y)}" r="${f(1 + t * 3)}" fill="${r.pick([glow, glow, '#f2c14e', '#e33'])}"/>`;
      }
    }
  const [gd, gu] = rgrad([
    [0, glow, 0.35],
    [1, glow, 0],
  ]);
  out += `${gd}<ellipse cx="${f(vx)}" cy="300" rx="400" ry="240" fill="${gu}"/>`;
  return out;
}

/** Records (social services): a service hall: counters and people waiting. */
export function serviceCentre(r) {
  const wall = r.pick(['#e8eef3', '#f1ece4', '#e6e1d8', '#dfe8f1']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  out += `<rect y="440" width="${W}" height="280" fill="${r.pick(['#c9c2b8', '#b8b2a8', '#d6cfc6'])}"/>`;
  const accent = r.pick(['#127a7a', '#1f5f99', '#0b3d6e', '#8c2f2f']);
  out += `<rect y="90" width="${W}" height="28" fill="${accent}"/>`;
  // Counters with clerks.
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 240;
    out += bust(x + 100, 300, 0.85, look(r), r.range(-0.4, 0.4));
    out += `<rect x="${x}" y="330" width="200" height="120" fill="${shade(wall, -0.08)}"/><rect x="${x}" y="330" width="200" height="10" fill="${accent}"/><rect x="${x + 40}" y="150" width="120" height="70" fill="${accent}" opacity="0.85"/><rect x="${x + 60}" y="170" width="80" height="30" fill="#fff" opacity="0.7"/>`;
  }
  // Visitors in front, from behind and seated in rows.
  let v = '';
  for (let i = 0; i < 4; i++)
    v += back(r.range(60, W - 60), r.range(470, 520), r.range(1.2, 1.6), look(r));
  out += blur(v, 2);
  let seats = '';
  for (let x = 20; x < W; x += 120)
    seats += `<rect x="${x}" y="640" width="100" height="40" rx="8" fill="${accent}"/>`;
  out += blur(seats, 6);
  return out;
}

/** Records (medicine supplies): shelves of medicine boxes in a pharmacy. */
export function pharmacy(r) {
  const wall = r.pick(['#f4f6f8', '#eef4f2', '#f2efe8']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  const cols = [
    '#e8eef3',
    '#1f5f99',
    '#127a7a',
    '#c8102e',
    '#f2c14e',
    '#ffffff',
    '#6a9a3a',
    '#e58a4a',
  ];
  for (let s = 0; s < 5; s++) {
    const y = 40 + s * 130;
    let x = r.range(-40, 0);
    while (x < W) {
      const w = r.range(40, 90);
      const h = r.range(60, 110);
      const c = r.pick(cols);
      out += `<rect x="${f(x)}" y="${f(y + 110 - h)}" width="${f(w)}" height="${f(h)}" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="2"/><rect x="${f(x + 6)}" y="${f(y + 120 - h)}" width="${f(w - 12)}" height="10" fill="${shade(c, -0.3)}" opacity="0.6"/>`;
      x += w + r.range(2, 8);
    }
    out += `<rect y="${f(y + 110)}" width="${W}" height="14" fill="#cfd6dc"/>`;
  }
  out = blur(out, r.range(1, 3));
  // A pharmacist's hand and a box, in focus.
  const p = look(r, { suit: '#f4f6f8' });
  out += bust(
    r.range(300, 980),
    420,
    2.6,
    { ...p, tie: null, shirt: '#dfe8f1' },
    r.range(-0.6, 0.6),
  );
  return out;
}

/** Records (vocational training): a workshop with machines and trainees. */
export function workshop(r) {
  const wall = r.pick(['#cfd6dc', '#d9d2c5', '#b8c2cc']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  for (let x = 0; x < W; x += 200)
    out += `<rect x="${x + 20}" y="40" width="160" height="200" fill="#e8f0f6"/><path d="M${x + 100} 40v200M${x + 20} 140h160" stroke="${wall}" stroke-width="6"/>`;
  out += `<rect y="420" width="${W}" height="300" fill="#8a8f96"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 120 + i * 400 + r.range(-30, 30);
    out += `<rect x="${f(x)}" y="330" width="260" height="140" fill="${r.pick(['#2f7d3a', '#1f5f99', '#5a6a7a', '#e0a020'])}"/><rect x="${f(x + 20)}" y="300" width="80" height="40" fill="#3a3d44"/><circle cx="${f(x + 200)}" cy="360" r="24" fill="#d9dee2"/>`;
    const p = look(r, { suit: r.pick(['#1f3a66', '#3a3d44', '#6b4d2a']) });
    out += standing(x + r.range(40, 220), 560, 0.9, { ...p, tie: null });
  }
  return out;
}

/** Records (schools): a bright classroom, desks and a board, children's drawings. */
export function classroom(r) {
  const wall = r.pick(['#f1e6d0', '#e6eef0', '#efe9df', '#e9f0e4']);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  out += `<rect x="${f(r.range(300, 500))}" y="80" width="520" height="230" fill="${r.pick(['#2f4f3f', '#24303c'])}" stroke="#8a6a4a" stroke-width="12"/>`;
  for (let i = 0; i < 6; i++)
    out += `<rect x="${f(40 + i * 40)}" y="${f(100 + (i % 2) * 70)}" width="34" height="46" fill="${r.pick(['#f2c14e', '#e8849a', '#7fc8f8', '#9ad1c4'])}"/>`;
  out += `<rect x="${f(W - 260)}" y="60" width="200" height="300" fill="#eaf2f8" stroke="#f7f7f5" stroke-width="10"/>`;
  out += `<rect y="400" width="${W}" height="320" fill="${r.pick(['#c9a77c', '#b89a72', '#9a8a7a'])}"/>`;
  for (let row = 0; row < 3; row++) {
    const y = 430 + row * row * 40 + row * 60;
    const s = 0.7 + row * 0.35;
    for (let x = r.range(60, 160); x < W; x += 300 * s) {
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(200 * s)}" height="${f(16 * s)}" fill="#e8e2d6"/><rect x="${f(x + 10 * s)}" y="${f(y + 16 * s)}" width="${f(8 * s)}" height="${f(60 * s)}" fill="#6b6f75"/><rect x="${f(x + 182 * s)}" y="${f(y + 16 * s)}" width="${f(8 * s)}" height="${f(60 * s)}" fill="#6b6f75"/>`;
      out += `<rect x="${f(x + 60 * s)}" y="${f(y - 50 * s)}" width="${f(80 * s)}" height="${f(60 * s)}" rx="${f(6 * s)}" fill="${r.pick(['#1f5f99', '#2f7d3a', '#c8102e', '#e0a020'])}" opacity="0.9"/>`;
    }
  }
  return out;
}
