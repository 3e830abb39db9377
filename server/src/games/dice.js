// Tala Dice: roll under the target (2–96); payout 99 / target. A die tumbles and the roll counts
// while the platform answers, then the marker slides to where it fell. Rules in docs/games.md.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  var SVG = 'http://www.w3.org/2000/svg';
  var $ = function (id) {
    return document.getElementById(id);
  };
  var target = $('target');
  var board = $('board');
  var die = $('die');
  var roll = $('roll');
  var marker = $('marker');
  // Pip centres of the faces 1 to 6 on a 64-unit die.
  var L = 18;
  var C = 32;
  var R = 46;
  var PIPS = [
    [[C, C]],
    [
      [L, L],
      [R, R],
    ],
    [
      [L, L],
      [C, C],
      [R, R],
    ],
    [
      [L, L],
      [R, L],
      [L, R],
      [R, R],
    ],
    [
      [L, L],
      [R, L],
      [C, C],
      [L, R],
      [R, R],
    ],
    [
      [L, L],
      [R, L],
      [L, C],
      [R, C],
      [L, R],
      [R, R],
    ],
  ];
  var ticker = null;
  var shown = '--.--';

  function face(n) {
    die.textContent = '';
    var body = document.createElementNS(SVG, 'rect');
    [
      ['x', '3'],
      ['y', '3'],
      ['width', '58'],
      ['height', '58'],
      ['rx', '12'],
      ['fill', '#fdfdfd'],
      ['stroke', '#c9cbd6'],
      ['stroke-width', '2'],
    ].forEach(function (a) {
      body.setAttribute(a[0], a[1]);
    });
    die.appendChild(body);
    PIPS[n - 1].forEach(function (p) {
      var pip = document.createElementNS(SVG, 'circle');
      pip.setAttribute('cx', String(p[0]));
      pip.setAttribute('cy', String(p[1]));
      pip.setAttribute('r', '5.5');
      pip.setAttribute('fill', n === 1 ? '#d32f2f' : '#1b1f2e');
      die.appendChild(pip);
    });
  }

  function update() {
    var value = Number(target.value);
    $('target-value').textContent = String(value);
    $('chance').textContent = value + '%';
    $('payout').textContent = '×' + (99 / value).toFixed(4);
    $('zone').style.width = value + '%';
  }
  target.addEventListener('input', update);
  update();
  face(5);

  function stopTicking() {
    if (ticker !== null) window.clearInterval(ticker);
    ticker = null;
    die.classList.remove('rolling');
  }

  function show(round) {
    stopTicking();
    var value = round.outcome.roll / 100;
    roll.textContent = value.toFixed(2);
    // The die's face is decoration: the sixth of the range the roll fell in.
    face(Math.min(6, Math.floor(value / (100 / 6)) + 1));
    marker.hidden = false;
    marker.style.left = value + '%';
    board.classList.toggle('won', round.outcome.won);
    board.classList.toggle('lost', !round.outcome.won);
    var rolled = G.t('rolled', { roll: value.toFixed(2) });
    return rolled + ' · ' + (Number(round.win) > 0 ? G.t('win', { amount: G.money(round.win) }) : G.t('noWin'));
  }

  G.start('dice', {
    begin: function () {
      board.classList.remove('won', 'lost');
      die.classList.remove('landed');
      shown = roll.textContent;
      if (G.reducedMotion()) return;
      die.classList.add('rolling');
      ticker = window.setInterval(function () {
        roll.textContent = (Math.random() * 100).toFixed(2);
        face(1 + Math.floor(Math.random() * 6));
      }, 70);
    },
    abort: function () {
      stopTicking();
      roll.textContent = shown;
    },
    play: function () {
      return { target: Number(target.value) };
    },
    render: function (round) {
      var text = show(round);
      if (!G.reducedMotion()) die.classList.add('landed');
      return text;
    },
    same: function (a, b) {
      return a.roll === b.roll && a.won === b.won;
    },
  });
})();
