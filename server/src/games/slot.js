// Tala Fortune (5×3 slot): draws the grid, marks winning lines. Rules in docs/games.md.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  // Glyphs for the two top symbols; the fruits and the bell show their (translated) names in their
  // own colours — emoji fonts are not on every device.
  var GLYPHS = { WILD: '★', SEVEN: '7' };
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
  var cells = [];
  var board = document.getElementById('board');
  for (var row = 0; row < 3; row++) {
    cells.push([]);
    for (var reel = 0; reel < 5; reel++) {
      var cell = document.createElement('div');
      cell.className = 'cell';
      cell.setAttribute('role', 'img');
      cell.textContent = '?';
      board.appendChild(cell);
      cells[row].push(cell);
    }
  }

  function render(round) {
    var outcome = round.outcome;
    var won = {};
    outcome.lines.forEach(function (line) {
      for (var reel = 0; reel < line.count; reel++) won[LINES[line.line - 1][reel] + ':' + reel] = true;
    });
    outcome.grid.forEach(function (symbols, row) {
      symbols.forEach(function (symbol, reel) {
        var cell = cells[row][reel];
        cell.textContent = GLYPHS[symbol] || G.t(symbol);
        cell.className = 'cell sym-' + symbol.toLowerCase() + (GLYPHS[symbol] ? ' glyph' : '');
        cell.setAttribute('aria-label', G.t(symbol));
        cell.classList.toggle('won', Boolean(won[row + ':' + reel]));
      });
    });
    return Number(round.win) > 0 ? G.t('win', { amount: G.money(round.win) }) : G.t('noWin');
  }

  G.start('slot', {
    play: function () {
      return {};
    },
    render: render,
    same: function (a, b) {
      return JSON.stringify(a.stops) === JSON.stringify(b.stops) && a.multiplier === b.multiplier;
    },
  });
})();
