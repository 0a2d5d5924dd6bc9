/**
 * The demo content's photos as SVG scenes (issue 37): many kinds of scene —
 * meetings, signings, halls, seminars, speeches, interviews, buildings,
 * roads, farms, hospitals, documents, charts — each drawn anew from a seed,
 * so every item of the demo gets a picture of its own that suits its kind
 * and subject. demo/media/plan.ts chooses the scene and seed of every item.
 *
 * Every scene is drawn on a 1280×720 stage (demo/media/draw.mjs); a light
 * grade, a vignette and a fine grain finish it so that it reads as a photo
 * at card size. No text is drawn. Deterministic: a seed gives one picture.
 */
import { H, W, resetIds, rgrad, rng, vgrad } from './draw.mjs';
import * as events from './scenes-events.mjs';
import * as places from './scenes-places.mjs';
import * as still from './scenes-still.mjs';

export { rng } from './draw.mjs';

/** Every scene by name: (rng) => SVG markup on the 1280×720 stage. */
export const SCENES = {
  // People and events.
  meetingAcross: events.meetingAcross,
  meetingLong: events.meetingLong,
  roundTable: events.roundTable,
  signing: events.signing,
  handshake: events.handshake,
  conferenceHall: events.conferenceHall,
  panelStage: events.panelStage,
  pressConference: events.pressConference,
  seminar: events.seminar,
  webinar: events.webinar,
  reception: events.reception,
  lectern: events.lectern,
  parliamentHall: events.parliamentHall,
  armchairs: events.armchairs,
  officeInterview: events.officeInterview,
  tvStudio: events.tvStudio,
  windowPortrait: events.windowPortrait,
  delegation: events.delegation,
  lectureTheatre: events.lectureTheatre,
  ceremonyHall: events.ceremonyHall,
  memorial: events.memorial,
  dataRoom: events.dataRoom,
  award: events.award,
  whiteboard: events.whiteboard,
  archive: events.archive,
  // Places: buildings, infrastructure, land.
  institution: places.institution,
  parliament: places.parliament,
  hospital: places.hospital,
  school: places.school,
  farmland: places.farmland,
  teaGarden: places.teaGarden,
  irrigation: places.irrigation,
  road: places.road,
  railway: places.railway,
  cityBus: places.cityBus,
  construction: places.construction,
  powerLines: places.powerLines,
  streetLights: places.streetLights,
  waterworks: places.waterworks,
  forest: places.forest,
  coast: places.coast,
  recycling: places.recycling,
  oilField: places.oilField,
  gasPipeline: places.gasPipeline,
  solarField: places.solarField,
  windFarm: places.windFarm,
  reservoir: places.reservoir,
  serverRoom: places.serverRoom,
  serviceCentre: places.serviceCentre,
  pharmacy: places.pharmacy,
  workshop: places.workshop,
  classroom: places.classroom,
  // Still lifes: documents, money, media, objects.
  documents: still.documents,
  reportBooks: still.reportBooks,
  binders: still.binders,
  chartsDesk: still.chartsDesk,
  laptopDashboard: still.laptopDashboard,
  coinsCalculator: still.coinsCalculator,
  banknotes: still.banknotes,
  tabletCharts: still.tabletCharts,
  openBook: still.openBook,
  magnifier: still.magnifier,
  scales: still.scales,
  globe: still.globe,
  network: still.network,
  magazines: still.magazines,
  magazineOpen: still.magazineOpen,
  magazineStack: still.magazineStack,
  noticeBoard: still.noticeBoard,
  stationery: still.stationery,
  officeChairs: still.officeChairs,
  computers: still.computers,
  printer: still.printer,
  vehicles: still.vehicles,
  repairWorks: still.repairWorks,
  jobInterview: still.jobInterview,
  emptyDesk: still.emptyDesk,
  writing: still.writing,
  infographic: still.infographic,
};

/** Colour grades: a tint over the whole picture (time of day, white balance). */
const GRADES = [
  ['#ffd9a0', 0.08],
  ['#ffe9c8', 0.06],
  ['#cfe2ff', 0.07],
  ['#ffffff', 0],
  ['#e0f0e8', 0.05],
  ['#ffc9a8', 0.06],
];

/**
 * The SVG of scene `scene` drawn from `seed`, `w`×`h`. Other ratios than 16:9
 * crop the stage around its centre (`focus` moves the crop, 0..1 from left).
 */
export function photoSvg(scene, seed, w, h, { grain = true, focus = 0.5 } = {}) {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`no such scene: ${scene}`);
  resetIds();
  const r = rng(seed);
  // A framing of its own: mirrored or not, a little closer or wider (never beyond the stage).
  const frame = rng(seed ^ 0x5bd1e995);
  const zoom = frame.range(1, 1.14);
  const flip = frame.chance(0.5) ? -1 : 1;
  // The fixed point of the zoom; a mirror about it must keep the stage's edges outside the frame.
  const px =
    flip > 0 ? frame.range(0.25, 0.75) * W : (W / (zoom + 1)) * (1 + frame.next() * (zoom - 1));
  const py = frame.range(0.3, 0.7) * H;
  const body = `<g transform="translate(${px.toFixed(1)} ${py.toFixed(1)}) scale(${(zoom * flip).toFixed(3)} ${zoom.toFixed(3)}) translate(${(-px).toFixed(1)} ${(-py).toFixed(1)})">${draw(r)}</g>`;
  const [tint, alpha] = r.pick(GRADES);
  const [vd, vu] = rgrad(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.32],
    ],
    0.5,
    0.5,
    0.75,
  );
  const [ld, lu] = vgrad(
    [
      [0, '#fff', 0.06],
      [1, '#000', 0.06],
    ],
    0,
    0,
    1,
    1,
  );
  const noise = grain
    ? `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="1" seed="${seed % 997}"/><feColorMatrix type="matrix" values="1.6 0 0 0 -0.3  1.6 0 0 0 -0.3  1.6 0 0 0 -0.3  0 0 0 0 1"/></filter><rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.22" style="mix-blend-mode:overlay"/>`
    : '';
  // The crop of the 1280×720 stage that has the output's ratio.
  const ratio = w / h;
  let vb = `0 0 ${W} ${H}`;
  if (Math.abs(ratio - W / H) > 0.01) {
    if (ratio < W / H) {
      const cw = H * ratio;
      vb = `${((W - cw) * focus).toFixed(1)} 0 ${cw.toFixed(1)} ${H}`;
    } else {
      const ch = W / ratio;
      vb = `0 ${((H - ch) / 2).toFixed(1)} ${W} ${ch.toFixed(1)}`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}" preserveAspectRatio="xMidYMid slice"><rect width="${W}" height="${H}" fill="#808080"/>${body}<defs>${vd}${ld}</defs><rect width="${W}" height="${H}" fill="${tint}" opacity="${alpha}"/><rect width="${W}" height="${H}" fill="${lu}"/><rect width="${W}" height="${H}" fill="${vu}"/>${noise}</svg>`;
}
