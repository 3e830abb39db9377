/**
 * The charm centrepieces of the demo artwork (coins, a crown, a clover, a lantern, a pyramid,
 * lightning, candy, a panda), in the same 100-unit box as art-emblems.ts.
 */
import { ball, GOLD, heart, hsla, INK, shine, vertical, WHITE, type Palette, type Random } from './art-paint.ts';
import { curvePoints, Path, type Drawer } from './vector-raster.ts';

export const CHARM_EMBLEMS = {
  coins(d: Drawer, _p: Palette, rnd: Random) {
    const stacks = [
      [-24, 34, 5],
      [22, 36, 3],
    ] as const;
    for (const [x, base, count] of stacks) {
      for (let i = 0; i < count; i++) {
        const y = base - i * 7;
        d.fill(new Path().ellipse(x, y + 3, 18, 6), GOLD(34));
        d.fill(new Path().rect(x - 18, y, 36, 3), GOLD(40));
        d.fill(new Path().ellipse(x, y, 18, 6), vertical(y - 6, y + 6, GOLD(70), GOLD(48)));
      }
    }
    const tilt = -0.2 + rnd() * 0.4;
    d.save().translate(0, -8).rotate(tilt);
    d.fill(new Path().circle(0, 0, 27), GOLD(36));
    d.fill(new Path().circle(0, 0, 25), ball(0, 0, 25, 44, 92, 56));
    d.fill(new Path().circle(0, 0, 19).circle(0, 0, 17), GOLD(38), 1, true);
    d.fill(new Path().star(0, 0, 5, 11, 4.5), GOLD(40));
    d.restore();
  },

  crown(d: Drawer, p: Palette) {
    d.fill(
      new Path().polygon([
        [-36, 24],
        [-40, -18],
        [-20, 2],
        [0, -28],
        [20, 2],
        [40, -18],
        [36, 24],
      ]),
      vertical(-28, 24, GOLD(72), GOLD(42)),
    );
    d.fill(new Path().roundRect(-38, 18, 76, 12, 3), vertical(18, 30, GOLD(60), GOLD(36)));
    for (const [x, y] of [
      [-40, -20],
      [0, -30],
      [40, -20],
    ] as const)
      d.fill(new Path().circle(x, y, 5), ball(x, y, 5, 44, 90, 62));
    [-20, 0, 20].forEach((x, i) => {
      const hue = i === 1 ? p.hue : p.accent;
      d.fill(
        new Path().polygon([
          [x, 2],
          [x + 6, 9],
          [x, 16],
          [x - 6, 9],
        ]),
        hsla(hue, 80, 50),
      );
    });
  },

  clover(d: Drawer, p: Palette) {
    d.fill(new Path().stroke(curvePoints([0, 4], [4, 20], [10, 30], [18, 42]), 4), hsla(110, 55, 30));
    for (let i = 0; i < 4; i++) {
      d.save().rotate((Math.PI / 2) * i + Math.PI / 4);
      d.fill(heart(new Path(), 0, -17, 14).close(), ball(0, -20, 20, 125 + (p.hue % 20), 60, 42));
      d.fill(
        new Path().stroke(
          [
            [0, -2],
            [0, -22],
          ],
          1.4,
        ),
        hsla(120, 50, 70, 0.7),
      );
      d.restore();
    }
  },

  lantern(d: Drawer, p: Palette) {
    d.fill(
      new Path().stroke(
        [
          [0, -44],
          [0, -34],
        ],
        2.5,
      ),
      GOLD(45),
    );
    d.fill(new Path().ellipse(0, 0, 32, 28), ball(0, 0, 32, 356 + (p.hue % 10), 82, 48));
    for (const x of [-16, 0, 16]) {
      d.fill(new Path().stroke(curvePoints([x, -27], [x * 1.7, -12], [x * 1.7, 12], [x, 27]), 1.6), hsla(355, 70, 30));
    }
    d.fill(new Path().roundRect(-16, -34, 32, 8, 3), vertical(-34, -26, GOLD(70), GOLD(42)));
    d.fill(new Path().roundRect(-16, 26, 32, 8, 3), vertical(26, 34, GOLD(70), GOLD(42)));
    for (const x of [-6, 0, 6])
      d.fill(
        new Path().stroke(
          [
            [x, 34],
            [x * 1.2, 46],
          ],
          1.8,
        ),
        GOLD(52),
      );
    d.fill(new Path().circle(0, 0, 9), GOLD(60), 0.9);
  },

  pyramid(d: Drawer) {
    d.fill(new Path().circle(20, -18, 18), ball(20, -18, 18, 38, 95, 60));
    d.fill(
      new Path().polygon([
        [-44, 34],
        [-2, -30],
        [6, 34],
      ]),
      vertical(-30, 34, hsla(40, 70, 68), hsla(34, 60, 52)),
    );
    d.fill(
      new Path().polygon([
        [6, 34],
        [-2, -30],
        [44, 34],
      ]),
      vertical(-30, 34, hsla(34, 55, 48), hsla(28, 55, 34)),
    );
    for (let i = 1; i < 6; i++) {
      const y = -30 + i * 10.6;
      const half = ((y + 30) / 64) * 44;
      d.fill(
        new Path().stroke(
          [
            [-2 - half * 0.95, y],
            [-2 + half * 1.05, y],
          ],
          0.8,
        ),
        [90, 60, 20, 90],
      );
    }
    d.fill(new Path().ellipse(0, 38, 50, 6), hsla(38, 60, 60));
  },

  lightning(d: Drawer, p: Palette) {
    d.fill(new Path().circle(0, 0, 40), {
      kind: 'radial',
      centre: [0, 0],
      radius: 40,
      stops: [
        [0, hsla(50, 100, 70, 0.7)],
        [1, hsla(50, 100, 60, 0)],
      ],
    });
    d.fill(
      new Path().polygon([
        [6, -42],
        [-22, 6],
        [-2, 6],
        [-10, 42],
        [22, -8],
        [2, -8],
        [14, -42],
      ]),
      vertical(-42, 42, hsla(54, 100, 78), hsla(40, 100, 52)),
    );
    void p;
  },

  candy(d: Drawer, p: Palette) {
    d.fill(
      new Path().stroke(
        [
          [0, 8],
          [0, 46],
        ],
        5,
      ),
      hsla(40, 30, 92),
    );
    d.fill(new Path().circle(0, -8, 30), hsla(p.hue, 80, 60));
    const spiral = [] as [number, number][];
    for (let i = 0; i <= 60; i++) {
      const a = i * 0.32;
      spiral.push([Math.cos(a) * i * 0.45, -8 + Math.sin(a) * i * 0.45]);
    }
    d.fill(new Path().stroke(spiral, 5), hsla(p.accent, 85, 88));
    shine(d, -12, -22, 8, 4, 0.45);
  },

  panda(d: Drawer) {
    d.fill(new Path().circle(-26, -26, 12).circle(26, -26, 12), INK);
    d.fill(new Path().ellipse(0, 2, 36, 32), ball(0, 2, 36, 40, 10, 94));
    for (const side of [-1, 1]) {
      d.save()
        .translate(side * 13, -2)
        .rotate(side * -0.5);
      d.fill(new Path().ellipse(0, 0, 8, 11), INK);
      d.restore();
      d.fill(new Path().circle(side * 12, -4, 3), WHITE);
    }
    d.fill(new Path().ellipse(0, 12, 6, 4), INK);
    d.fill(new Path().stroke(curvePoints([-6, 20], [-3, 24], [3, 24], [6, 20], 8), 1.8), INK);
    d.fill(new Path().circle(-22, 14, 5).circle(22, 14, 5), [255, 120, 140, 110]);
  },
} satisfies Record<string, (d: Drawer, p: Palette, rnd: Random) => void>;
