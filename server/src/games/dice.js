// Tala Dice: roll under the target (2–96); payout 99 / target. Rules in docs/games.md.
/* global window, document */
'use strict';
(function () {
  var G = window.TalaGame;
  var target = document.getElementById('target');
  var targetValue = document.getElementById('target-value');
  var chance = document.getElementById('chance');
  var payout = document.getElementById('payout');

  function update() {
    var value = Number(target.value);
    targetValue.textContent = String(value);
    chance.textContent = value + '%';
    payout.textContent = '×' + (99 / value).toFixed(4);
  }
  target.addEventListener('input', update);
  update();

  G.start('dice', {
    play: function () {
      return { target: Number(target.value) };
    },
    render: function (round) {
      var roll = (round.outcome.roll / 100).toFixed(2);
      var face = document.getElementById('board');
      face.textContent = roll;
      face.classList.toggle('won', round.outcome.won);
      var rolled = G.t('rolled', { roll: roll });
      return rolled + ' · ' + (Number(round.win) > 0 ? G.t('win', { amount: G.money(round.win) }) : G.t('noWin'));
    },
    same: function (a, b) {
      return a.roll === b.roll && a.won === b.won;
    },
  });
})();
