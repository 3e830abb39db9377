// Tala Fortune (5×3 slot): drawn symbols on five reels that spin and stop one by one, winning
// cells marked. Rules in docs/games.md.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  var SVG = 'http://www.w3.org/2000/svg';
  // The platform's one reel strip (server/src/domain/games/slot-game.ts): what spins past, and the
  // first screen (stops below) shows real symbols before any round.
  var STRIP =
    'ORANGE CHERRY WILD LEMON ORANGE SEVEN CHERRY BELL ORANGE MELON GRAPE WILD ORANGE LEMON CHERRY SEVEN ORANGE BELL GRAPE WILD ORANGE MELON CHERRY LEMON'.split(
      ' ',
    );
  var FIRST_STOPS = [4, 9, 16, 1, 17];
  var LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ];
  /** Cells on a spinning strip (12: the loop is 75 % of its height, games.css). */
  var BLUR = 9;
  var board = document.getElementById('board');
  var reels = [];
  var timers = [];

  function cell(symbol) {
    var node = document.createElement('div');
    node.className = 'cell';
    node.setAttribute('data-symbol', symbol);
    node.setAttribute('role', 'img');
    node.setAttribute('aria-label', G.t(symbol));
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 64 64');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    var use = document.createElementNS(SVG, 'use');
    use.setAttribute('href', '#sym-' + symbol);
    svg.appendChild(use);
    node.appendChild(svg);
    return node;
  }

  function fill(reel, symbols) {
    reel.strip.textContent = '';
    symbols.forEach(function (symbol) {
      reel.strip.appendChild(cell(symbol));
    });
  }

  for (var i = 0; i < 5; i++) {
    var frame = document.createElement('div');
    frame.className = 'reel';
    var strip = document.createElement('div');
    strip.className = 'strip';
    frame.appendChild(strip);
    board.appendChild(frame);
    var reel = { frame: frame, strip: strip };
    var stop = FIRST_STOPS[i];
    fill(reel, [STRIP[stop], STRIP[(stop + 1) % 24], STRIP[(stop + 2) % 24]]);
    reels.push(reel);
  }

  function visible(reel) {
    return Array.prototype.slice.call(reel.strip.children, 0, 3).map(function (node) {
      return node.getAttribute('data-symbol');
    });
  }

  /** Every reel starts spinning: a strip of blurred symbols scrolling down, looped. */
  function begin() {
    clear();
    if (G.reducedMotion()) return;
    board.classList.add('spinning');
    reels.forEach(function (reel, index) {
      var start = Math.floor(Math.random() * 24);
      var current = visible(reel);
      var passing = [];
      for (var n = 0; n < BLUR - 3; n++) passing.push(STRIP[(start + n * 5 + index) % 24]);
      // The strip scrolls from its last three cells to its first three: both are what the reel showed.
      fill(reel, current.concat(passing, current));
      reel.frame.classList.remove('landing');
      reel.frame.classList.add('spinning');
    });
  }

  function land(reel, column) {
    fill(reel, column);
    reel.frame.classList.remove('spinning');
    if (G.reducedMotion()) return;
    reel.frame.classList.add('landing');
  }

  function clear() {
    timers.forEach(window.clearTimeout);
    timers = [];
    board.querySelectorAll('.won').forEach(function (node) {
      node.classList.remove('won');
    });
  }

  /** The reels stop left to right, then the winning cells light up; resolves with the result text. */
  function render(round) {
    var outcome = round.outcome;
    var won = {};
    outcome.lines.forEach(function (line) {
      for (var reel = 0; reel < line.count; reel++) won[LINES[line.line - 1][reel] + ':' + reel] = true;
    });
    var columns = reels.map(function (_, reel) {
      return outcome.grid.map(function (row) {
        return row[reel];
      });
    });
    var text = Number(round.win) > 0 ? G.t('win', { amount: G.money(round.win) }) : G.t('noWin');
    function mark() {
      board.classList.remove('spinning');
      reels.forEach(function (reel, index) {
        Array.prototype.forEach.call(reel.strip.children, function (node, row) {
          node.classList.toggle('won', Boolean(won[row + ':' + index]));
        });
      });
      board.classList.toggle('won', Number(round.win) > 0);
      return text;
    }
    if (G.reducedMotion() || !board.classList.contains('spinning')) {
      reels.forEach(function (reel, index) {
        land(reel, columns[index]);
      });
      return mark();
    }
    return new Promise(function (resolve) {
      reels.forEach(function (reel, index) {
        timers.push(
          window.setTimeout(
            function () {
              land(reel, columns[index]);
              if (index === reels.length - 1) timers.push(window.setTimeout(resolve, 260));
            },
            180 + index * 220,
          ),
        );
      });
    }).then(mark);
  }

  /** The answer never came or was a refusal: the reels stop on what they showed before. */
  function abort(previous) {
    clear();
    board.classList.remove('spinning');
    reels.forEach(function (reel, index) {
      land(reel, previous[index]);
      reel.frame.classList.remove('landing');
    });
  }

  var shown = null;
  G.start('slot', {
    begin: function () {
      shown = reels.map(visible);
      begin();
    },
    abort: function () {
      if (shown) abort(shown);
    },
    play: function () {
      return {};
    },
    render: render,
    same: function (a, b) {
      return JSON.stringify(a.stops) === JSON.stringify(b.stops) && a.multiplier === b.multiplier;
    },
  });
})();
