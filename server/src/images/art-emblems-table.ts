/**
 * The table, sports and lottery centrepieces of the demo artwork (cards, chips, a roulette wheel,
 * dice, balls, a game controller), in the same 100-unit box as art-emblems.ts.
 */
import { ball, GOLD, heart, hsla, INK, shine, spade, vertical, WHITE, type Palette, type Random } from './art-paint.ts';
import { curvePoints, Path, type Drawer } from './vector-raster.ts';

export const TABLE_EMBLEMS = {
  cards(d: Drawer) {
    for (const [angle, suit] of [
      [-0.28, 'spade'],
      [0.22, 'heart'],
    ] as const) {
      d.save()
        .rotate(angle)
        .translate(angle * 30, 0);
      d.fill(new Path().roundRect(-23, -33, 46, 66, 6), [0, 0, 0, 90]);
      d.fill(new Path().roundRect(-22, -32, 44, 64, 5), vertical(-32, 32, WHITE, hsla(40, 30, 88)));
      const colour = suit === 'heart' ? hsla(355, 80, 48) : INK;
      const mark = suit === 'heart' ? heart(new Path(), 0, 0, 12) : spade(new Path(), 0, -2, 12);
      d.fill(mark, colour);
      d.fill(suit === 'heart' ? heart(new Path(), -14, -22, 4) : spade(new Path(), -14, -23, 4), colour);
      d.restore();
    }
  },

  ball(d: Drawer, p: Palette, rnd: Random) {
    if (rnd() < 0.5) {
      d.fill(new Path().circle(0, 0, 38), ball(0, 0, 38, 40, 5, 86));
      d.fill(new Path().circle(0, 0, 38).circle(0, 0, 36.5), [40, 40, 40, 120], 1, true);
      d.fill(new Path().star(0, 0, 5, 12, 12 * Math.cos(Math.PI / 5), 0), INK);
      for (let i = 0; i < 5; i++) {
        const angle = -Math.PI / 2 + (i * Math.PI * 2) / 5;
        const x = Math.cos(angle) * 28;
        const y = Math.sin(angle) * 28;
        d.fill(
          new Path().stroke(
            [
              [Math.cos(angle) * 11, Math.sin(angle) * 11],
              [x, y],
            ],
            2.5,
          ),
          INK,
        );
        d.fill(new Path().star(x, y, 5, 7.5, 7.5 * Math.cos(Math.PI / 5), angle + Math.PI / 2), INK);
      }
      shine(d, -14, -18, 9, 5, 0.5);
    } else {
      d.fill(new Path().circle(0, 0, 38), ball(0, 0, 38, 24, 90, 50));
      const seam = hsla(20, 40, 14);
      d.fill(
        new Path()
          .stroke(
            [
              [0, -38],
              [0, 38],
            ],
            2.6,
          )
          .stroke(
            [
              [-38, 0],
              [38, 0],
            ],
            2.6,
          ),
        seam,
      );
      d.fill(new Path().stroke(curvePoints([-24, -30], [-8, -12], [-8, 12], [-24, 30]), 2.6), seam);
      d.fill(new Path().stroke(curvePoints([24, -30], [8, -12], [8, 12], [24, 30]), 2.6), seam);
      shine(d, -15, -20, 8, 5, 0.35);
    }
    d.fill(new Path().ellipse(0, 44, 26, 4), [0, 0, 0, 70]);
    void p;
  },

  chip(d: Drawer, p: Palette) {
    d.fill(new Path().circle(0, 0, 40), ball(0, 0, 40, p.hue, 75, 45));
    for (let i = 0; i < 8; i++) {
      d.save().rotate((Math.PI / 4) * i);
      d.fill(new Path().roundRect(-5, -40, 10, 12, 2), WHITE);
      d.restore();
    }
    d.fill(new Path().circle(0, 0, 26).circle(0, 0, 24), [255, 255, 255, 200], 1, true);
    d.fill(new Path().circle(0, 0, 22), ball(0, 0, 22, p.hue, 70, 40));
    d.fill(new Path().star(0, 0, 5, 12, 5), GOLD(62));
  },

  roulette(d: Drawer, _p: Palette, rnd: Random) {
    const turn = rnd() * Math.PI;
    d.fill(new Path().circle(0, 0, 42), vertical(-42, 42, GOLD(62), hsla(30, 60, 26)));
    const n = 18;
    for (let i = 0; i < n; i++) {
      const a0 = turn + (i / n) * Math.PI * 2;
      const a1 = turn + ((i + 1) / n) * Math.PI * 2;
      const colour = i === 0 ? hsla(140, 70, 35) : i % 2 ? INK : hsla(355, 80, 45);
      d.fill(
        new Path().polygon([
          [0, 0],
          [Math.cos(a0) * 36, Math.sin(a0) * 36],
          [Math.cos((a0 + a1) / 2) * 36.5, Math.sin((a0 + a1) / 2) * 36.5],
          [Math.cos(a1) * 36, Math.sin(a1) * 36],
        ]),
        colour,
      );
    }
    d.fill(new Path().circle(0, 0, 22), ball(0, 0, 22, 28, 50, 30));
    d.fill(
      new Path()
        .stroke(
          [
            [-14, 0],
            [14, 0],
          ],
          3,
        )
        .stroke(
          [
            [0, -14],
            [0, 14],
          ],
          3,
        ),
      GOLD(60),
    );
    d.fill(new Path().circle(0, 0, 5), ball(0, 0, 5, 44, 90, 60));
    const a = turn + 0.9;
    d.fill(new Path().circle(Math.cos(a) * 30, Math.sin(a) * 30, 3.5), WHITE);
  },

  balls(d: Drawer, p: Palette) {
    const placed = [
      [-22, 12, 18, p.hue],
      [20, 16, 16, p.accent],
      [0, -16, 20, p.hue + 120],
    ] as const;
    for (const [x, y, r, h] of placed) {
      d.fill(new Path().circle(x, y, r), ball(x, y, r, h, 80, 50));
      d.fill(new Path().circle(x + r * 0.05, y + r * 0.05, r * 0.48), WHITE);
      d.fill(new Path().circle(x + r * 0.05, y + r * 0.05, r * 0.2), hsla(h, 70, 40));
    }
  },

  dice(d: Drawer, _p: Palette, rnd: Random) {
    const pips: Record<number, readonly (readonly [number, number])[]> = {
      1: [[0, 0]],
      3: [
        [-1, -1],
        [0, 0],
        [1, 1],
      ],
      4: [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ],
      5: [
        [-1, -1],
        [1, -1],
        [0, 0],
        [-1, 1],
        [1, 1],
      ],
      6: [
        [-1, -1],
        [1, -1],
        [-1, 0],
        [1, 0],
        [-1, 1],
        [1, 1],
      ],
    };
    const faces = [1, 3, 4, 5, 6];
    for (const [x, y, angle] of [
      [-16, 8, -0.3],
      [18, -6, 0.35],
    ] as const) {
      d.save().translate(x, y).rotate(angle);
      d.fill(new Path().roundRect(-20, -20, 40, 40, 8), vertical(-20, 20, WHITE, hsla(40, 20, 80)));
      const face = faces[Math.floor(rnd() * faces.length)] as number;
      for (const [px, py] of pips[face] ?? [])
        d.fill(new Path().circle(px * 10, py * 10, 4), face === 1 ? hsla(355, 80, 48) : INK);
      d.restore();
    }
  },

  controller(d: Drawer, p: Palette) {
    d.fill(
      new Path().circle(-24, 12, 16).circle(24, 12, 16).roundRect(-36, -16, 72, 34, 16),
      ball(0, -4, 44, p.hue, 30, 30),
    );
    d.fill(new Path().rect(-30, -2, 16, 5).rect(-24.5, -8, 5, 16), hsla(0, 0, 85));
    for (const [x, y, h] of [
      [22, -7, 120],
      [29, 0, 0],
      [15, 0, 210],
      [22, 7, 48],
    ] as const)
      d.fill(new Path().circle(x, y, 3.6), hsla(h, 80, 55));
    d.fill(new Path().circle(-8, 10, 5).circle(8, 10, 5), hsla(0, 0, 18));
  },
} satisfies Record<string, (d: Drawer, p: Palette, rnd: Random) => void>;
