/**
 * The themed centrepieces of the demo artwork (fruit, gems, a dragon, fish, cards, balls, a
 * rooster, a planet, coins…), each drawn with shapes in a 100-unit box centred on (0, 0). A
 * palette and a random source vary each drawing, so two games of one theme still differ.
 */
import { CHARM_EMBLEMS } from './art-emblems-charms.ts';
import { TABLE_EMBLEMS } from './art-emblems-table.ts';
import { ball, GOLD, hsla, INK, shine, vertical, WHITE, type Palette, type Random } from './art-paint.ts';
import { curvePoints, Path, type Drawer } from './vector-raster.ts';

export { hsla, type Palette, type Random };

const EMBLEMS = {
  fruit(d: Drawer, p: Palette, rnd: Random) {
    const kind = Math.floor(rnd() * 3);
    if (kind === 0) {
      // cherries
      d.fill(new Path().stroke(curvePoints([-14, 14], [-14, -8], [-4, -26], [6, -32]), 3.2), hsla(100, 45, 30));
      d.fill(new Path().stroke(curvePoints([17, 10], [16, -8], [12, -24], [6, -32]), 3.2), hsla(100, 45, 30));
      d.save().translate(12, -32).rotate(-0.5);
      d.fill(new Path().ellipse(0, 0, 14, 6), vertical(-6, 6, hsla(110, 60, 50), hsla(120, 60, 28)));
      d.restore();
      for (const [x, y] of [
        [-16, 20],
        [17, 17],
      ] as const) {
        d.fill(new Path().circle(x, y, 17), ball(x, y, 17, 350 + rnd() * 12, 85, 46));
        shine(d, x - 6, y - 7, 5, 3.5);
      }
    } else if (kind === 1) {
      // watermelon slice
      d.fill(new Path().ellipse(0, -6, 44, 44, 0, Math.PI), hsla(120, 55, 30));
      d.fill(new Path().ellipse(0, -6, 40, 40, 0, Math.PI), hsla(90, 60, 82));
      d.fill(new Path().ellipse(0, -6, 36, 36, 0, Math.PI), vertical(-6, 30, hsla(355, 85, 58), hsla(350, 80, 44)));
      for (let i = 0; i < 7; i++) {
        const angle = 0.35 + i * 0.4;
        const r = 16 + (i % 2) * 8;
        d.fill(new Path().ellipse(Math.cos(angle) * r, -6 + Math.sin(angle) * r, 2, 3.4), INK);
      }
    } else {
      // grapes
      const hue = 280 + rnd() * 30;
      d.fill(new Path().stroke(curvePoints([0, -26], [2, -34], [6, -38], [10, -40]), 3), hsla(30, 45, 30));
      d.save().translate(-10, -30).rotate(0.4);
      d.fill(new Path().ellipse(0, 0, 14, 7), hsla(110, 55, 40));
      d.restore();
      const rows = [3, 4, 3, 2, 1];
      rows.forEach((count, row) => {
        for (let i = 0; i < count; i++) {
          const x = (i - (count - 1) / 2) * 15;
          const y = -18 + row * 12;
          d.fill(new Path().circle(x, y, 8.5), ball(x, y, 8.5, hue, 60, 42));
        }
      });
    }
  },

  gems(d: Drawer, p: Palette) {
    const h = p.hue;
    d.fill(
      new Path().polygon([
        [-40, -10],
        [-24, -32],
        [24, -32],
        [40, -10],
        [0, 40],
      ]),
      hsla(h, 80, 30),
    );
    d.fill(
      new Path().polygon([
        [-24, -32],
        [24, -32],
        [14, -10],
        [-14, -10],
      ]),
      hsla(h, 85, 72),
    );
    d.fill(
      new Path().polygon([
        [-40, -10],
        [-24, -32],
        [-14, -10],
      ]),
      hsla(h, 80, 56),
    );
    d.fill(
      new Path().polygon([
        [40, -10],
        [24, -32],
        [14, -10],
      ]),
      hsla(h, 80, 44),
    );
    d.fill(
      new Path().polygon([
        [-40, -10],
        [-14, -10],
        [0, 40],
      ]),
      hsla(h, 80, 48),
    );
    d.fill(
      new Path().polygon([
        [-14, -10],
        [14, -10],
        [0, 40],
      ]),
      hsla(h, 85, 62),
    );
    d.fill(
      new Path().polygon([
        [14, -10],
        [40, -10],
        [0, 40],
      ]),
      hsla(h, 80, 36),
    );
    d.fill(new Path().star(-18, -22, 4, 9, 2), [255, 255, 255, 230]);
  },

  dragon(d: Drawer, p: Palette, rnd: Random) {
    const h = p.hue;
    const body = curvePoints([-38, 38], [-50, -6], [22, 40], [18, -8], 24);
    const spikes = new Path();
    body.forEach(([x, y], i) => {
      if (i % 3 !== 1 || i > 20) return;
      spikes.polygon([
        [x - 4, y - 4],
        [x, y - 14],
        [x + 4, y - 4],
      ]);
    });
    d.fill(spikes, hsla(p.accent, 80, 50));
    d.fill(new Path().stroke(body, 15), hsla(h, 70, 38));
    d.fill(
      new Path().stroke(
        body.map(([x, y]) => [x + 2, y + 3] as const),
        6,
      ),
      hsla(h, 70, 62),
    );
    d.save()
      .translate(18, -14)
      .rotate(-0.25 + rnd() * 0.2);
    // horns, head, jaw, eye
    d.fill(
      new Path().polygon([
        [-8, -8],
        [-18, -30],
        [-2, -12],
      ]),
      GOLD(70),
    );
    d.fill(
      new Path().polygon([
        [2, -10],
        [4, -32],
        [10, -10],
      ]),
      GOLD(62),
    );
    d.fill(
      new Path().moveTo(-12, -10).lineTo(10, -12).quadTo(30, -6, 32, 4).lineTo(8, 10).quadTo(-12, 8, -12, -10),
      hsla(h, 70, 42),
    );
    d.fill(
      new Path().polygon([
        [4, 6],
        [30, 6],
        [24, 14],
        [2, 12],
      ]),
      hsla(h, 60, 30),
    );
    d.fill(new Path().ellipse(4, -4, 4, 3), GOLD(60));
    d.fill(new Path().circle(5, -4, 1.6), INK);
    d.restore();
    // the flaming pearl
    d.fill(new Path().circle(40, 12, 14), [255, 170, 40, 70]);
    d.fill(new Path().circle(40, 12, 8), ball(40, 12, 8, 200, 30, 80));
  },

  ocean(d: Drawer, p: Palette, rnd: Random) {
    const h = (p.hue + 180) % 360 > 300 || (p.hue + 180) % 360 < 20 ? 30 : (p.hue + 180) % 360;
    d.save().rotate(-0.15 + rnd() * 0.3);
    d.fill(
      new Path().polygon([
        [-26, 0],
        [-46, -20],
        [-40, 0],
        [-46, 20],
      ]),
      hsla(h, 80, 40),
    );
    d.fill(
      new Path().polygon([
        [-4, -20],
        [10, -34],
        [16, -18],
      ]),
      hsla(h, 80, 42),
    );
    d.fill(
      new Path().moveTo(-30, 0).cubicTo(-12, -30, 22, -28, 36, 0).cubicTo(22, 28, -12, 30, -30, 0),
      ball(0, 0, 34, h, 85, 55),
    );
    for (const x of [-8, 6]) d.fill(new Path().ellipse(x, 0, 3.5, 18), [255, 255, 255, 150]);
    d.fill(new Path().circle(22, -5, 6), WHITE);
    d.fill(new Path().circle(23.5, -5, 3.2), INK);
    d.fill(
      new Path().polygon([
        [0, 6],
        [12, 14],
        [2, 16],
      ]),
      hsla(h, 80, 38),
    );
    d.restore();
    for (const [x, y, r] of [
      [36, -30, 5],
      [44, -42, 3.5],
      [30, -44, 2.5],
    ] as const)
      d.fill(new Path().circle(x, y, r).circle(x, y, r * 0.72), [255, 255, 255, 200], 1, true);
  },

  rooster(d: Drawer, p: Palette) {
    const tails = [hsla(150, 70, 28), hsla(220, 70, 38), hsla(p.accent, 75, 45), hsla(150, 60, 22)];
    tails.forEach((colour, i) => {
      d.save()
        .translate(-20, -2)
        .rotate(-2.2 + i * 0.35);
      d.fill(new Path().ellipse(16, 0, 20, 6), colour);
      d.restore();
    });
    d.fill(
      new Path()
        .stroke(
          [
            [-4, 24],
            [-7, 40],
            [-12, 42],
          ],
          3,
        )
        .stroke(
          [
            [6, 24],
            [9, 40],
            [14, 42],
          ],
          3,
        ),
      GOLD(50),
    );
    d.fill(new Path().ellipse(0, 10, 24, 18), ball(0, 10, 24, 22 + (p.hue % 20), 70, 45));
    d.save().translate(-2, 10).rotate(0.3);
    d.fill(new Path().ellipse(0, 0, 15, 9), hsla(15, 60, 30));
    d.restore();
    d.fill(new Path().moveTo(6, -2).quadTo(8, -22, 16, -22).lineTo(22, 0).close(), hsla(30, 75, 52));
    d.fill(new Path().circle(16, -20, 10), ball(16, -20, 10, 30, 75, 55));
    for (const [x, y] of [
      [9, -30],
      [15, -33],
      [21, -30],
    ] as const)
      d.fill(new Path().circle(x, y, 5), hsla(355, 85, 50));
    d.fill(
      new Path().polygon([
        [24, -22],
        [34, -18],
        [24, -15],
      ]),
      GOLD(58),
    );
    d.fill(new Path().ellipse(23, -10, 3.5, 5), hsla(355, 85, 48));
    d.fill(new Path().circle(19, -22, 2), INK);
  },

  space(d: Drawer, p: Palette, rnd: Random) {
    const tilt = -0.4 + rnd() * 0.25;
    const ring = (from: number, to: number) => {
      const path = new Path().moveTo(Math.cos(from) * 46, Math.sin(from) * 12);
      for (let i = 1; i <= 24; i++) {
        const a = from + ((to - from) * i) / 24;
        path.lineTo(Math.cos(a) * 46, Math.sin(a) * 12);
      }
      for (let i = 24; i >= 0; i--) {
        const a = from + ((to - from) * i) / 24;
        path.lineTo(Math.cos(a) * 34, Math.sin(a) * 7);
      }
      return path.close();
    };
    d.save().rotate(tilt);
    d.fill(ring(Math.PI, Math.PI * 2), hsla(p.accent, 70, 70, 0.9));
    d.fill(new Path().circle(0, 0, 26), ball(0, 0, 26, p.hue, 65, 50));
    d.fill(new Path().ellipse(0, -8, 25, 3), [255, 255, 255, 50]);
    d.fill(new Path().ellipse(0, 6, 25, 4), [0, 0, 0, 40]);
    d.fill(ring(0, Math.PI), hsla(p.accent, 70, 72));
    d.restore();
    d.fill(new Path().circle(34, -30, 7), ball(34, -30, 7, 50, 10, 80));
  },

  ...CHARM_EMBLEMS,
  ...TABLE_EMBLEMS,
} satisfies Record<string, (d: Drawer, p: Palette, rnd: Random) => void>;

export type Theme = keyof typeof EMBLEMS;
export const THEMES = Object.keys(EMBLEMS) as Theme[];

/** Draws `theme`'s centrepiece into the 100-unit box around the drawer's origin. */
export function drawEmblem(d: Drawer, theme: Theme, palette: Palette, rnd: Random): void {
  EMBLEMS[theme](d, palette, rnd);
}
